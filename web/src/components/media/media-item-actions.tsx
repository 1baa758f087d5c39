import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import type { MediaItem } from '@sportello/contracts';
import { mediaMessages as m } from './messages';

/**
 * What can be done with one file: a file in use shows the "In uso" label (a link to who uses it,
 * when known) and cannot be deleted; the owner's group edits its data and deletes the others.
 */
export function MediaItemActions({
  item,
  onEdit,
  onRemove,
}: {
  item: MediaItem;
  onEdit: (item: MediaItem) => void;
  onRemove: (item: MediaItem) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.25, minHeight: 34 }}>
      {item.inUse ? <InUseLabel item={item} /> : null}
      {item.editable ? (
        <Tooltip title={m.edit(item.name)}>
          <IconButton size="small" aria-label={m.edit(item.name)} onClick={() => onEdit(item)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {item.editable && !item.inUse ? (
        <Tooltip title={m.remove(item.name)}>
          <IconButton size="small" aria-label={m.remove(item.name)} onClick={() => onRemove(item)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}

function InUseLabel({ item }: { item: MediaItem }) {
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.25,
    px: 0.75,
    py: 0.25,
    borderRadius: 1,
    bgcolor: 'rgba(11, 92, 107, 0.08)',
    color: 'primary.dark',
    fontWeight: 600,
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
  } as const;
  const content = (
    <>
      <LinkOutlined sx={{ fontSize: 14 }} aria-hidden />
      {m.inUse}
    </>
  );
  return (
    <Tooltip title={item.usedBy ?? ''}>
      {item.usedByHref ? (
        <Link href={item.usedByHref} sx={sx} aria-description={item.usedBy ?? undefined}>
          {content}
        </Link>
      ) : (
        <Typography component="span" sx={sx} tabIndex={0} aria-description={item.usedBy ?? undefined}>
          {content}
        </Typography>
      )}
    </Tooltip>
  );
}
