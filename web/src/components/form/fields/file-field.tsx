import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { FileValue } from '@sportello/contracts';
import { messages } from '../../../lib/messages';
import type { FieldOf, FieldProps } from '../field-props';
import { FieldFrame } from '../field-frame';

// The media library's picker is loaded when it is opened.
const MediaPicker = lazy(() => import('../../media').then((m) => ({ default: m.MediaPicker })));

const t = messages.forms.file;

export const filesOf = (value: unknown): FileValue[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (f) => FileValue.safeParse(f).success,
  ) as FileValue[];

/** With showPosition, positions follow the order on screen (1, 2, 3 …). */
const numbered = (files: FileValue[], showPosition: boolean) =>
  showPosition ? files.map((f, i) => ({ ...f, position: i + 1 })) : files;

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
  const [open, setOpen] = useState(false);
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
  const label = field.label ?? field.fieldname ?? '';
  const showPosition = !!field.showPosition && multiple;

  const set = (next: FileValue[]) => {
    if (!readOnly) onChange(next.length ? numbered(next, showPosition) : undefined);
  };
  const buttonId = (file: FileValue, action: 'up' | 'down') => `${id}-file-${file.id}-${action}`;
  const focusSoon = (target: string, fallback: string) =>
    requestAnimationFrame(() => {
      const el = document.getElementById(target);
      (el && !el.hasAttribute('disabled') ? el : document.getElementById(fallback))?.focus();
    });
  const move = (i: number, by: number) => {
    const next = [...files];
    const [item] = next.splice(i, 1);
    if (!item) return;
    next.splice(i + by, 0, item);
    set(next);
    // The focus follows the moved file (to the other arrow when this one is now at an end).
    const [same, other] = by < 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
    focusSoon(buttonId(item, same), buttonId(item, other));
  };
  const remove = (i: number) => {
    set(files.filter((_, j) => j !== i));
    focusSoon(id, id);
  };

  return (
    <FieldFrame id={id} label={field.label} required={required} error={error} info={field.info}>
      {files.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t.none}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'grid', gap: 1 }}>
          {files.map((file, i) => (
            <Box
              component="li"
              key={file.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {image && file.src ? (
                <Box
                  component="img"
                  src={file.src}
                  alt=""
                  sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              ) : (
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
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
                {showPosition ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.position(i + 1)}
                  </Typography>
                ) : null}
              </Box>
              {!readOnly && showPosition ? (
                <>
                  <IconButton
                    id={buttonId(file, 'up')}
                    aria-label={t.moveUp(file.name)}
                    title={t.moveUp(file.name)}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    id={buttonId(file, 'down')}
                    aria-label={t.moveDown(file.name)}
                    title={t.moveDown(file.name)}
                    disabled={i === files.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                </>
              ) : null}
              {!readOnly ? (
                <IconButton
                  aria-label={t.remove(file.name)}
                  title={t.remove(file.name)}
                  onClick={() => remove(i)}
                >
                  <DeleteOutline />
                </IconButton>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      {!readOnly ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Button
            id={id}
            variant="outlined"
            startIcon={image ? <PhotoLibraryOutlined /> : <InsertDriveFileOutlined />}
            onClick={() => setOpen(true)}
            aria-label={t.chooseOf(action, label)}
            aria-haspopup="dialog"
          >
            {action}
          </Button>
          {multiple && field.limit ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t.count(files.length, field.limit)}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <MediaPicker
            open
            kind={field.kind}
            multiple={multiple}
            limit={field.limit}
            limitLabel={field.limitLabel}
            selected={files}
            onClose={() => setOpen(false)}
            onPick={(picked: FileValue[]) => {
              set(multiple ? picked : picked.slice(0, 1));
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </FieldFrame>
  );
}
