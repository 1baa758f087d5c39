import Box from '@mui/material/Box';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { FileValue } from '@sportello/contracts';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';
import { MediaListEditor } from '../../media/media-list-editor';
import { formMessages } from '../messages';

const t = formMessages.file;

export const filesOf = (value: unknown): FileValue[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (f) => FileValue.safeParse(f).success,
  ) as FileValue[];

/**
 * Images or documents from the media library: the chosen ones as thumbnails (or a document icon)
 * with their name, each removable and, with showPosition, movable; a button opens the library's
 * picker (limit and limitLabel are the picker's and the engine's). Required files show an asterisk.
 */
export function FileField({
  field,
  id,
  value,
  error,
  required,
  readOnly,
  onChange,
}: FieldProps<FieldOf<'file'>>) {
  const files = filesOf(value);
  const multiple = !!field.multiple;
  const image = field.kind === 'image';
  const action = image
    ? multiple
      ? t.chooseImages
      : t.chooseImage
    : multiple
      ? t.chooseDocuments
      : t.chooseDocument;
  return (
    <FieldFrame id={id} label={field.label} required={required} error={error} info={field.info}>
      <MediaListEditor<FileValue>
        id={id}
        kind={field.kind}
        items={files}
        onChange={(next) => onChange(next.length ? next : undefined)}
        readOnly={readOnly}
        multiple={multiple}
        limit={field.limit}
        limitLabel={field.limitLabel}
        showPosition={!!field.showPosition}
        label={field.label ?? field.fieldname ?? ''}
        texts={{ ...t, action }}
        nameOf={(file) => file.name}
        toFile={(file) => file}
        fromPick={(picked) => picked}
        renumber={(list) => list.map((f, i) => ({ ...f, position: i + 1 }))}
        preview={(file) => <FilePreview file={file} image={image} />}
      />
    </FieldFrame>
  );
}

/** A 64×64 thumbnail, or a document icon. */
function FilePreview({ file, image }: { file: FileValue; image: boolean }) {
  if (image && file.src)
    return (
      <Box
        component="img"
        src={file.src}
        alt=""
        sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
    );
  return (
    <Box
      sx={{
        width: 64,
        height: 64,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <InsertDriveFileOutlined aria-hidden sx={{ color: 'text.secondary' }} />
    </Box>
  );
}
