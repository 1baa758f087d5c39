import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { MEDIA_THUMB_SIZE, type MediaItem } from '@sportello/contracts';
import { MediaItemActions } from './media-item-actions';
import { mediaMessages as m } from './messages';

export interface MediaViewProps {
  items: MediaItem[];
  multiple: boolean;
  isSelected: (id: number) => boolean;
  onChoose: (item: MediaItem) => void;
  onEdit: (item: MediaItem) => void;
  onRemove: (item: MediaItem) => void;
}

/**
 * Images as a grid of 80×80 thumbnails with their names. A click picks the image (single mode)
 * or ticks it (multiple mode: each tile is a checkbox).
 */
export function MediaImageGrid({ items, multiple, isSelected, onChoose, onEdit, onRemove }: MediaViewProps) {
  return (
    <Box
      component="ul"
      aria-label={m.listLabelImages}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
      }}
    >
      {items.map((item) => {
        const selected = multiple && isSelected(item.id);
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              position: 'relative',
              border: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              bgcolor: selected ? 'rgba(11, 92, 107, 0.06)' : 'transparent',
              borderRadius: 2,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <ButtonBase
              onClick={() => onChoose(item)}
              {...(multiple
                ? { role: 'checkbox', 'aria-checked': selected, 'aria-label': m.select(item.name) }
                : { 'aria-label': m.pick(item.name) })}
              sx={{
                display: 'grid',
                justifyItems: 'center',
                gap: 0.75,
                width: '100%',
                pt: 1.25,
                px: 1,
                borderRadius: 2,
              }}
            >
              <Box
                component="img"
                src={item.thumb ?? item.src}
                alt={item.alt}
                width={MEDIA_THUMB_SIZE}
                height={MEDIA_THUMB_SIZE}
                loading="lazy"
                sx={{ display: 'block', borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover' }}
              />
              <Typography
                variant="caption"
                title={item.name}
                sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {item.name}
              </Typography>
            </ButtonBase>
            {selected ? (
              <CheckCircle
                color="primary"
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  borderRadius: '50%',
                }}
              />
            ) : null}
            <MediaItemActions item={item} onEdit={onEdit} onRemove={onRemove} />
          </Box>
        );
      })}
    </Box>
  );
}
