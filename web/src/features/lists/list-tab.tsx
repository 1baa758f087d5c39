import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { List, ListElement } from '@sportello/contracts';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { AddNewListModal } from './add-new-list-modal';
import { ConfirmNewListModal } from './confirm-new-list-modal';
import { useCurrentList } from './current-list';
import { ListElements } from './list-elements';
import { useListPaths } from './list-paths';
import { ListPreviewModal } from './list-preview-modal';
import { listElementsQuery, officeListsQuery } from './lists-api';
import { listsMessages as m } from './messages';
import { useTerminalLink } from '../terminals';
import { ShareListModal } from './share-list-modal';

/** How explore opens an element's preview (by id, type and locale). */
export type OpenElement = (element: ListElement) => void;

type TabModal = 'new' | { created: List } | 'share' | 'preview' | null;

/**
 * Explore's "Liste" tab (spec 2 §2): the selector of the office's lists, "Crea nuova lista",
 * Modifica (→ /list/edit/{id}), share and preview, and the focused list's elements with type tabs.
 * The focused list is in the address (?list=), so "Vai alla lista" and a reload land on it.
 */
export function ListTab({ onOpen }: { onOpen: OpenElement }) {
  const { env, config } = useAppScope();
  const to = useListPaths();
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<TabModal>(null);
  const terminal = useTerminalLink();
  const current = useCurrentList();
  const lists = useQuery(officeListsQuery(env, config.user.group, 1, 50));
  const asked = Number(params.get('list')) || null;
  const focused =
    lists.data?.elements.find((l) => l.id === asked) ?? (asked ? null : lists.data?.elements[0]);
  const focus = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('list', String(id));
        return next;
      },
      { replace: true },
    );

  const first = lists.data?.elements[0];
  useEffect(() => {
    if (!asked && first) focus(first.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when nothing is focused yet
  }, [asked, first?.id]);

  const create = (
    <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => setModal('new')}>
      {m.tab.create}
    </Button>
  );

  let body;
  if (lists.isError) body = <QueryError error={lists.error} />;
  else if (!lists.data) body = <Skeleton variant="rounded" height={240} aria-label={m.tab.loading} />;
  else if (lists.data.totalItems === 0)
    body = (
      <Paper variant="outlined">
        <EmptyState
          icon={<PlaylistAddOutlined fontSize="inherit" />}
          title={m.empty.noLists}
          action={create}
        />
      </Paper>
    );
  else if (!focused)
    body = (
      <Paper variant="outlined">
        <EmptyState title={m.empty.noneSelected} />
      </Paper>
    );
  else body = <FocusedList listId={focused.id} onOpen={onOpen} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {lists.data && lists.data.totalItems > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={m.tab.selector}
            value={focused ? String(focused.id) : ''}
            onChange={(e) => focus(Number(e.target.value))}
            sx={{ minWidth: 280, maxWidth: 420, flex: '1 1 280px' }}
          >
            {lists.data.elements.map((l) => (
              <MenuItem key={l.id} value={String(l.id)}>
                {l.title} ({m.tab.items(l.elementsCount)})
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<EditOutlined aria-hidden />}
            disabled={!focused}
            onClick={() => focused && to.edit(focused.id)}
          >
            {m.tab.edit}
          </Button>
          <Button
            startIcon={<ShareOutlined aria-hidden />}
            disabled={!focused}
            onClick={() => setModal('share')}
          >
            {m.tab.share}
          </Button>
          <Button
            startIcon={<VisibilityOutlined aria-hidden />}
            disabled={!focused}
            onClick={() => setModal('preview')}
          >
            {m.tab.preview}
          </Button>
          <Box sx={{ ml: 'auto' }}>{create}</Box>
        </Box>
      ) : null}
      {body}
      {modal === 'new' ? (
        <AddNewListModal
          onClose={() => setModal(null)}
          onCreated={(created) => {
            // A list made here is the one the desk collects into next (explore's current list).
            current?.choose(created.id);
            setModal({ created });
          }}
        />
      ) : null}
      {modal && typeof modal === 'object' ? (
        <ConfirmNewListModal
          list={modal.created}
          onGo={() => {
            focus(modal.created.id);
            setModal(null);
          }}
          onEdit={() => to.edit(modal.created.id)}
          onClose={() => {
            focus(modal.created.id);
            setModal(null);
          }}
        />
      ) : null}
      {modal === 'share' && focused ? (
        <ShareListModal list={focused} terminal={terminal} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'preview' && focused ? (
        <ListPreviewModal list={focused} onClose={() => setModal(null)} />
      ) : null}
    </Box>
  );
}

function FocusedList({ listId, onOpen }: { listId: number; onOpen: OpenElement }) {
  const { env } = useAppScope();
  const page = useQuery(listElementsQuery(env, listId));
  if (page.isError) return <QueryError error={page.error} />;
  if (!page.data)
    return (
      <Box aria-busy="true" aria-label={m.tab.loading} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={80} />
      </Box>
    );
  return <ListElements page={page.data} onOpen={onOpen} />;
}
