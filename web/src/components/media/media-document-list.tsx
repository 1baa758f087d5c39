import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { ContentLanguage } from '@sportello/contracts';
import { MediaItemActions } from './media-item-actions';
import type { MediaViewProps } from './media-image-grid';
import { mediaMessages as m } from './messages';

const languageName = (code: string | null) =>
  code ? (m.languages[code as ContentLanguage] ?? code.toUpperCase()) : m.noLanguage;

/** Documents as a list: name, language and size; a click picks or ticks, as for images. */
export function MediaDocumentList({
  items,
  multiple,
  isSelected,
  onChoose,
  onEdit,
  onRemove,
}: MediaViewProps) {
  return (
    <Box component="ul" aria-label={m.listLabelDocuments} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const selected = multiple && isSelected(item.id);
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: selected ? 'rgba(11, 92, 107, 0.06)' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <ButtonBase
              onClick={() => onChoose(item)}
              {...(multiple
                ? { role: 'checkbox', 'aria-checked': selected, 'aria-label': m.select(item.name) }
                : { 'aria-label': m.pick(item.name) })}
              sx={{
                flex: 1,
                minWidth: 0,
                justifyContent: 'flex-start',
                gap: 1.5,
                py: 1.25,
                px: 1,
                textAlign: 'left',
              }}
            >
              {multiple ? (
                selected ? (
                  <CheckBox color="primary" aria-hidden />
                ) : (
                  <CheckBoxOutlineBlank sx={{ color: 'text.secondary' }} aria-hidden />
                )
              ) : null}
              <DescriptionOutlined sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[languageName(item.lingua), item.info.filesize, item.info.type, item.documentType]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            </ButtonBase>
            <Box sx={{ pr: 1 }}>
              <MediaItemActions item={item} onEdit={onEdit} onRemove={onRemove} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
