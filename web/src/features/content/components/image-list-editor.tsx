import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentLang, ImageValue } from '@sportello/contracts';
import { MediaListEditor } from '../../../components/media/media-list-editor';
import { imageFallback, imageName, pickedValues, toImageValue } from './media-values';
import { componentMessages as m, mediaListTexts } from './messages';

/** Images from the media library as 80×80 thumbnails with their alt text and copyright (spec 1 §9). */
export function ImageListEditor({
  id,
  images,
  onChange,
  readOnly,
  multiple,
  limit,
  limitLabel,
  showPosition = false,
  lang,
  label,
  describedBy,
}: {
  id: string;
  images: readonly ImageValue[];
  onChange: (images: ImageValue[]) => void;
  readOnly: boolean;
  multiple: boolean;
  limit?: number | undefined;
  limitLabel?: string | undefined;
  showPosition?: boolean;
  lang: ContentLang;
  label: string;
  describedBy?: string | undefined;
}) {
  return (
    <MediaListEditor<ImageValue>
      id={id}
      kind="image"
      items={images}
      onChange={onChange}
      readOnly={readOnly}
      multiple={multiple}
      limit={limit}
      limitLabel={limitLabel}
      showPosition={showPosition}
      label={label}
      describedBy={describedBy}
      texts={mediaListTexts('images', multiple, images.length > 0)}
      nameOf={imageName}
      toFile={(img) => ({ id: img.id, name: imageName(img), src: img.src })}
      fromPick={(files, items) =>
        pickedValues(images, files, items, (item) => toImageValue(item, lang), imageFallback)
      }
      renumber={(list) => list.map((img, i) => ({ ...img, position: i + 1 }))}
      preview={(img) => (
        <Box
          component="img"
          src={img.src}
          alt={img.alt}
          width={80}
          height={80}
          sx={{
            width: 80,
            height: 80,
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
            bgcolor: 'action.hover',
          }}
        />
      )}
      details={(img) => (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {img.alt || m.images.noAlt}
          </Typography>
          {img.copyright ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {m.images.copyright(img.copyright)}
            </Typography>
          ) : null}
        </>
      )}
    />
  );
}
