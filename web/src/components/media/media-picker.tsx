import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FileValue, MediaItem, MediaKind } from '@sportello/contracts';
import { useConfirm } from '../confirm-provider';
import { QueryError } from '../query-error';
import { messages } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { mediaKeys, mediaListQuery, removeMedia, toFileValue, uploadMedia } from './media-api';
import { MediaDocumentList } from './media-document-list';
import { MediaEditDialog } from './media-edit-dialog';
import { MediaImageGrid } from './media-image-grid';
import { MediaEmpty, MediaSkeleton } from './media-states';
import { MediaToolbar } from './media-toolbar';
import { useMediaSelection } from './use-media-selection';
import { mediaMessages as m } from './messages';

export interface MediaPickerProps {
  open: boolean;
  kind: MediaKind;
  multiple: boolean;
  limit?: number | undefined;
  limitLabel?: string | undefined;
  selected: FileValue[];
  onClose: () => void;
  /**
   * The chosen files; `items` holds the library's whole record of each file picked in this
   * opening (alt, copyright, size …) for callers that keep more than a FileValue.
   */
  onPick: (files: FileValue[], items: ReadonlyMap<number, MediaItem>) => void;
}

const titleOf = (kind: MediaKind, multiple: boolean) =>
  kind === 'image'
    ? multiple
      ? m.titleImages
      : m.titleImage
    : multiple
      ? m.titleDocuments
      : m.titleDocument;

/**
 * The media library's picker (spec 1 §4): the caller's group's images or documents, 20 a page.
 * Single mode picks on click; multiple mode ticks files and "Inserisci" hands over the selection.
 * Upload adds the new file to the selection and closes; files in use cannot be deleted.
 */
export function MediaPicker(props: MediaPickerProps) {
  // A fresh selection (from `selected`), page and search each time the picker opens.
  return <MediaPickerDialog key={props.open ? 'open' : 'closed'} {...props} />;
}

function MediaPickerDialog({
  open,
  kind,
  multiple,
  limit,
  limitLabel,
  selected,
  onClose,
  onPick,
}: MediaPickerProps) {
  const queryClient = useQueryClient();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const selection = useMediaSelection(selected, multiple ? limit : undefined, limitLabel);
  const picked = useRef(new Map<number, MediaItem>());
  const fileOf = (item: MediaItem) => {
    picked.current.set(item.id, item);
    return toFileValue(item);
  };
  const pick = (files: FileValue[]) => onPick(files, picked.current);
  const list = useQuery({ ...mediaListQuery(kind, page, search), enabled: open });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.kind(kind) });

  const upload = useMutation({
    mutationFn: (file: File) => uploadMedia(kind, file),
    meta: { overlay: false },
    onSuccess: (item) => {
      notify({ message: m.uploaded, severity: 'success' });
      void refresh();
      const file = fileOf(item);
      if (!multiple) return pick([file]);
      if (selection.full) return selection.add(file); // says the limit is reached; the file stays listed
      pick([...selection.selection, file]);
    },
  });

  const remove = useMutation({
    mutationFn: (item: MediaItem) => removeMedia(item.id),
    onSuccess: async (_, item) => {
      selection.remove(item.id);
      notify({ message: m.removed, severity: 'success' });
      await refresh();
    },
  });

  const askRemove = async (item: MediaItem) => {
    const yes = await confirm({
      title: m.removeTitle,
      text: m.removeText(item.name),
      type: 1,
      confirmLabel: m.removeConfirm,
    });
    if (yes) remove.mutate(item);
  };

  const choose = (item: MediaItem) => (multiple ? selection.toggle(fileOf(item)) : pick([fileOf(item)]));

  const data = list.data;
  const View = kind === 'image' ? MediaImageGrid : MediaDocumentList;
  const count = selection.selection.length;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={narrow}
      scroll="paper"
      aria-labelledby="media-picker-title"
    >
      <DialogTitle id="media-picker-title">{titleOf(kind, multiple)}</DialogTitle>
      <Box sx={{ px: 3, pb: 2 }}>
        <MediaToolbar
          kind={kind}
          search={search}
          uploading={upload.isPending}
          onSearch={(q) => {
            setSearch(q);
            setPage(1);
          }}
          onUpload={(file) => upload.mutate(file)}
        />
        {upload.isPending ? <LinearProgress sx={{ mt: 1.5 }} aria-label={m.uploading} /> : null}
      </Box>
      <DialogContent dividers sx={{ minHeight: 320 }} aria-busy={list.isFetching}>
        {list.isPending ? (
          <MediaSkeleton kind={kind} />
        ) : list.isError ? (
          <QueryError error={list.error} />
        ) : data && data.data.length === 0 ? (
          <MediaEmpty kind={kind} search={search} />
        ) : data ? (
          <View
            items={data.data}
            multiple={multiple}
            isSelected={selection.isSelected}
            onChoose={choose}
            onEdit={setEditing}
            onRemove={askRemove}
          />
        ) : null}
        {data && data.totalPages > 1 ? (
          <Pagination
            count={data.totalPages}
            page={page}
            onChange={(_, p) => setPage(p)}
            color="primary"
            aria-label={m.pagination}
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {multiple ? (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mr: 'auto', whiteSpace: 'nowrap' }}
            aria-live="polite"
          >
            {limit ? m.selectedOfLimit(count, limit) : m.selectedCount(count)}
          </Typography>
        ) : null}
        <Button onClick={onClose} color="inherit">
          {messages.common.cancel}
        </Button>
        {multiple ? (
          <Button variant="contained" onClick={() => pick(selection.selection)}>
            {m.insert}
          </Button>
        ) : null}
      </DialogActions>
      {editing ? <MediaEditDialog item={editing} onClose={() => setEditing(null)} /> : null}
    </Dialog>
  );
}
