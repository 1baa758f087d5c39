import { useMemo, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PlaylistRemoveOutlined from '@mui/icons-material/PlaylistRemoveOutlined';
import type { ListElement, ListElementsPage } from '@sportello/contracts';
import { CopyElementsModal } from './copy-elements-modal';
import { ElementRow } from './element-row';
import { EmptyListText } from './empty-list-text';
import { FavoriteSortModal } from './favorite-sort-modal';
import { dropOrder, moveTo } from './list-order';
import { listsMessages as m } from './messages';
import { useListElementActions, type ElementCalls } from './use-list-element-actions';

/** A profile's favourites: 6 a page, no selection and no copy (spec 2 §2, §6, §9). */
const FAVOURITES_PAGE = 6;

/**
 * The elements of a list (explore's list tab, the list-edit page, a profile's favourites): type
 * tabs, reorder by drag and drop (in "Tutti") or by the position modal, copy/move and remove,
 * singly or the selected ones. `favourites` is the profile mode: reorder and remove only, paged.
 */
export function ListElements({
  page,
  onOpen,
  favourites = false,
  calls,
}: {
  page: ListElementsPage;
  onOpen: (element: ListElement) => void;
  favourites?: boolean;
  /** The calls behind reorder and remove, when they are not the lists' own. */
  calls?: ElementCalls;
}) {
  const listId = page.list.id;
  const actions = useListElementActions(listId, calls);
  const [type, setType] = useState('all');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pageNo, setPageNo] = useState(1);
  // The order the operator just chose, shown until the server's answer replaces it.
  const [pending, setPending] = useState<{ from: ListElement[]; order: number[] } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const all = useMemo(() => {
    if (!pending || pending.from !== page.elements) return page.elements;
    const byId = new Map(page.elements.map((e) => [e.id, e]));
    return pending.order.map((id, i) => ({ ...byId.get(id)!, position: i + 1 }));
  }, [page.elements, pending]);
  const tab = type !== 'all' && page.types.some((t) => t.type === type) ? type : 'all';
  const filtered = tab === 'all' ? all : all.filter((e) => e.type === tab);
  const pages = favourites ? Math.max(1, Math.ceil(filtered.length / FAVOURITES_PAGE)) : 1;
  const current = Math.min(pageNo, pages);
  const shown = favourites
    ? filtered.slice((current - 1) * FAVOURITES_PAGE, current * FAVOURITES_PAGE)
    : filtered;
  const ids = all.map((e) => e.id);
  const chosen = shown.filter((e) => selected.has(e.id)).map((e) => e.id);
  const count = page.list.elementsCount;

  const reorder = async (element: ListElement, order: number[], position: number) => {
    setPending({ from: page.elements, order });
    await actions.move(element, position);
  };

  const titleOf = (id: string | number) => all.find((e) => e.id === id)?.title ?? '';
  const at = (id: string | number) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.dnd.start(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? m.dnd.over(titleOf(active.id), at(over.id), ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? m.dnd.end(titleOf(active.id), at(over.id), ids.length) : m.dnd.cancel(titleOf(active.id)),
    onDragCancel: ({ active }) => m.dnd.cancel(titleOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const drop = dropOrder(ids, Number(active.id), Number(over.id));
    const element = all.find((e) => e.id === Number(active.id));
    if (drop && element) void reorder(element, drop.order, drop.position);
  };
  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (page.elements.length === 0)
    return (
      <Paper
        variant="outlined"
        role="status"
        sx={{ py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
      >
        <PlaylistRemoveOutlined aria-hidden sx={{ fontSize: 48, color: 'primary.light' }} />
        <EmptyListText />
      </Paper>
    );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Tabs
        value={tab}
        onChange={(_, v: string) => {
          setType(v);
          setPageNo(1);
        }}
        variant="scrollable"
        aria-label={m.tab.typeTabs}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={`${m.tab.all} (${count})`} sx={{ minHeight: 40 }} />
        {page.types.map((t) => (
          <Tab key={t.type} value={t.type} label={`${t.label} (${t.count})`} sx={{ minHeight: 40 }} />
        ))}
      </Tabs>
      <Box
        role="toolbar"
        aria-label={m.item.bulk}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {favourites ? null : (
          <BulkSelection
            shown={shown}
            chosen={chosen}
            busy={actions.busy}
            setSelected={setSelected}
            onCopy={() => actions.setModal({ kind: 'copy', ids: chosen })}
            onRemove={() => void actions.removeSome(chosen).then((ok) => ok && setSelected(new Set()))}
          />
        )}
        <Button
          size="small"
          color="error"
          sx={{ ml: 'auto' }}
          disabled={actions.busy}
          onClick={() => void actions.removeAll(ids).then((ok) => ok && setSelected(new Set()))}
        >
          {m.item.removeAll}
        </Button>
      </Box>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: m.dnd.instructions } }}
      >
        <SortableContext items={shown.map((e) => e.id)} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-label={page.list.title} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {shown.map((e) => (
              <ElementRow
                key={e.id}
                element={e}
                canDrag={tab === 'all' && !actions.busy}
                selected={selected.has(e.id)}
                onSelect={favourites ? undefined : select}
                onOpen={onOpen}
                onSort={(element) => actions.setModal({ kind: 'sort', element })}
                onCopy={
                  favourites ? undefined : (element) => actions.setModal({ kind: 'copy', ids: [element.id] })
                }
                onRemove={(element) => void actions.removeOne(element)}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={current}
          onChange={(_, p) => setPageNo(p)}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, p) => m.item.pageLabel(type, p)}
        />
      ) : null}
      {actions.modal?.kind === 'sort' ? (
        <FavoriteSortModal
          itemTitle={actions.modal.element.title}
          current={actions.modal.element.position}
          count={count}
          busy={actions.busy}
          onClose={() => actions.setModal(null)}
          onConfirm={(position) => {
            const el = (actions.modal as { element: ListElement }).element;
            void reorder(el, moveTo(ids, el.id, position), position);
          }}
        />
      ) : null}
      {actions.modal?.kind === 'copy' ? (
        <CopyElementsModal
          fromId={listId}
          count={actions.modal.ids.length}
          busy={actions.busy}
          onClose={() => actions.setModal(null)}
          onConfirm={(toId, moving) => {
            const copyIds = (actions.modal as { ids: number[] }).ids;
            void actions.copyTo(copyIds, toId, moving).then((ok) => ok && setSelected(new Set()));
          }}
        />
      ) : null}
    </Box>
  );
}

/** The selection box and the bulk copy/remove of a plain list (not of a profile's favourites). */
function BulkSelection({
  shown,
  chosen,
  busy,
  setSelected,
  onCopy,
  onRemove,
}: {
  shown: ListElement[];
  chosen: number[];
  busy: boolean;
  setSelected: (ids: Set<number>) => void;
  onCopy: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <FormControlLabel
        sx={{ ml: 0.25 }}
        control={
          <Checkbox
            checked={chosen.length > 0 && chosen.length === shown.length}
            indeterminate={chosen.length > 0 && chosen.length < shown.length}
            onChange={(e) => setSelected(e.target.checked ? new Set(shown.map((x) => x.id)) : new Set())}
          />
        }
        label={m.item.selectAll}
      />
      <Button size="small" disabled={chosen.length === 0 || busy} onClick={onCopy}>
        {m.item.copySelected}
      </Button>
      <Button size="small" color="error" disabled={chosen.length === 0 || busy} onClick={onRemove}>
        {m.item.removeSelected}
      </Button>
    </>
  );
}
