import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { List as ListRecord } from '@sportello/contracts';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { notify } from '../../lib/notify';
import { AddNewListModal } from './add-new-list-modal';
import { ConfirmNewListModal } from './confirm-new-list-modal';
import { addElement, officeListsQuery, refreshLists, type NewListItem } from './lists-api';
import { useListPaths } from './list-paths';
import { listsMessages as m } from './messages';

/** The list modal's page size (spec 2 §9). */
const MODAL_PAGE_SIZE = 6;

export interface ListItemToAdd extends NewListItem {
  title: string;
}

/**
 * add-element-to-list-modal (spec 1 §2, spec 2 §4): the office's lists, 6 a page; a click adds the
 * item to that list; "Crea nuova lista" opens add-new-list-modal with the item, then
 * confirm-new-list-modal, whose "Vai alla lista" focuses the new list in explore.
 */
export function AddElementToListModal({ item, onClose }: { item: ListItemToAdd; onClose: () => void }) {
  const titleId = useId();
  const { env, config } = useAppScope();
  const client = useQueryClient();
  const to = useListPaths();
  const [page, setPage] = useState(1);
  const [step, setStep] = useState<'choose' | 'new' | { created: ListRecord }>('choose');
  const lists = useQuery(officeListsQuery(env, config.user.group, page, MODAL_PAGE_SIZE));
  const add = useMutation({
    mutationFn: (list: ListRecord) =>
      addElement(list.id, { resId: item.resId, type: item.type, locale: item.locale }),
  });

  const choose = async (list: ListRecord) => {
    try {
      await add.mutateAsync(list);
    } catch (e) {
      if (isApiError(e)) return;
      throw e;
    }
    notify({ message: m.add.added(list.title), severity: 'success' });
    await refreshLists(client);
    onClose();
  };

  if (step === 'new')
    return <AddNewListModal item={item} onClose={onClose} onCreated={(created) => setStep({ created })} />;
  if (typeof step === 'object')
    return (
      <ConfirmNewListModal
        list={step.created}
        itemTitle={item.title}
        onGo={() => {
          onClose();
          to.focusInExplore(step.created.id);
        }}
        onEdit={() => {
          onClose();
          to.edit(step.created.id);
        }}
        onClose={onClose}
      />
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{m.add.title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        <DialogContentText sx={{ mb: 1 }}>{m.add.intro(item.title)}</DialogContentText>
        {lists.isError ? (
          <QueryError error={lists.error} />
        ) : !lists.data ? (
          <Box aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : lists.data.totalItems === 0 ? (
          <EmptyState title={m.empty.noListsCreate} />
        ) : (
          <List aria-label={m.add.listsLabel} dense>
            {lists.data.elements.map((l) => (
              <ListItem key={l.id} disablePadding>
                <ListItemButton disabled={add.isPending} onClick={() => void choose(l)}>
                  <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                    <PlaylistAddOutlined aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={l.title} secondary={m.tab.items(l.elementsCount)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {lists.data && lists.data.totalPages > 1 ? (
          <Pagination
            count={lists.data.totalPages}
            page={page}
            onChange={(_, p) => setPage(p)}
            showFirstButton
            showLastButton
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button startIcon={<AddOutlined aria-hidden />} onClick={() => setStep('new')} sx={{ mr: 'auto' }}>
          {m.add.newList}
        </Button>
        <Button color="inherit" onClick={onClose}>
          {m.common.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
