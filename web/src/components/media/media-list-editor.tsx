import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import type { FileValue, MediaItem, MediaKind } from '@sportello/contracts';

// The media library's picker is loaded when it is opened.
const MediaPicker = lazy(() => import('./media-picker').then((mod) => ({ default: mod.MediaPicker })));

/** What the list says; each caller words it for its screen (a form's file field, a content's images). */
export interface MediaListTexts {
  /** No file chosen yet. */
  none: string;
  /** Read-only and empty (default: `none`). */
  notFilled?: string;
  /** The choose button's text. */
  action: string;
  /** The choose button's accessible name: "{action}: {label}". */
  chooseOf: (action: string, label: string) => string;
  count: (n: number, limit?: number) => string;
  /** Said at the limit; without it the picker alone says so. */
  limitReached?: string;
  remove: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  position: (n: number) => string;
}

export interface MediaListEditorProps<V extends { id: number }> {
  /** Id of the choose button (where the focus goes after a removal). */
  id: string;
  kind: MediaKind;
  items: readonly V[];
  onChange: (next: V[]) => void;
  readOnly: boolean;
  multiple: boolean;
  limit?: number | undefined;
  limitLabel?: string | undefined;
  /** An ordered list whose items move up and down; positions follow the order (1, 2, 3 …). */
  showPosition?: boolean;
  /** Names the choose button: "Aggiungi immagini: Galleria". */
  label: string;
  describedBy?: string | undefined;
  nameOf: (v: V) => string;
  toFile: (v: V) => FileValue;
  fromPick: (files: FileValue[], items: ReadonlyMap<number, MediaItem>) => V[];
  renumber?: (items: V[]) => V[];
  preview: (v: V) => ReactNode;
  details?: (v: V) => ReactNode;
  texts: MediaListTexts;
}

/**
 * Files picked from the media library (spec 1 §4 "Image/document picker", §5 "File field"): each
 * with its preview and details, removable and, with showPosition, movable; the picker adds more
 * until the limit, which then says limitLabel or texts.limitReached. The form engine's file field
 * and the content editor's images and documents are this one list.
 */
export function MediaListEditor<V extends { id: number }>(props: MediaListEditorProps<V>) {
  const { id, kind, items, readOnly, multiple, limit, limitLabel, label, nameOf } = props;
  const [open, setOpen] = useState(false);
  const image = kind === 'image';
  const t = props.texts;
  const showPosition = !!props.showPosition && multiple;
  const full = multiple && limit !== undefined && items.length >= limit;
  const action = t.action;
  const set = (next: V[]) => {
    if (!readOnly) props.onChange(showPosition && props.renumber ? props.renumber(next) : next);
  };
  const buttonId = (v: V, dir: 'up' | 'down') => `${id}-file-${v.id}-${dir}`;
  const focusSoon = (target: string, fallback: string) =>
    requestAnimationFrame(() => {
      const el = document.getElementById(target);
      (el && !el.hasAttribute('disabled') ? el : document.getElementById(fallback))?.focus();
    });
  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    if (!item) return;
    next.splice(i + by, 0, item);
    set(next);
    const [same, other] = by < 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
    focusSoon(buttonId(item, same), buttonId(item, other));
  };
  const remove = (i: number) => {
    set(items.filter((_, j) => j !== i));
    focusSoon(id, id);
  };

  return (
    <Box>
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: readOnly ? 0 : 1 }}>
          {readOnly ? (t.notFilled ?? t.none) : t.none}
        </Typography>
      ) : (
        <Box
          component={showPosition ? 'ol' : 'ul'}
          sx={{ listStyle: 'none', m: 0, mb: readOnly ? 0 : 1, p: 0, display: 'grid', gap: 1 }}
        >
          {items.map((v, i) => (
            <Box
              component="li"
              key={v.id}
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
              {props.preview(v)}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{nameOf(v)}</Typography>
                {props.details?.(v)}
                {showPosition ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.position(i + 1)}
                  </Typography>
                ) : null}
              </Box>
              {!readOnly && showPosition ? (
                <>
                  <IconButton
                    id={buttonId(v, 'up')}
                    aria-label={t.moveUp(nameOf(v))}
                    title={t.moveUp(nameOf(v))}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    id={buttonId(v, 'down')}
                    aria-label={t.moveDown(nameOf(v))}
                    title={t.moveDown(nameOf(v))}
                    disabled={i === items.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                </>
              ) : null}
              {!readOnly ? (
                <IconButton
                  aria-label={t.remove(nameOf(v))}
                  title={t.remove(nameOf(v))}
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
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          <Button
            id={id}
            variant="outlined"
            startIcon={image ? <PhotoLibraryOutlined /> : <InsertDriveFileOutlined />}
            onClick={() => setOpen(true)}
            aria-label={t.chooseOf(action, label)}
            aria-describedby={props.describedBy}
            aria-haspopup="dialog"
          >
            {action}
          </Button>
          {multiple && limit !== undefined ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t.count(items.length, limit)}
            </Typography>
          ) : null}
          {full && t.limitReached ? (
            <Typography variant="body2" role="status" sx={{ color: 'warning.main', fontWeight: 500 }}>
              {limitLabel || t.limitReached}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <MediaPicker
            open
            kind={kind}
            multiple={multiple}
            limit={multiple ? limit : undefined}
            limitLabel={limitLabel}
            selected={items.map(props.toFile)}
            onClose={() => setOpen(false)}
            onPick={(files, picked) => {
              const next = props.fromPick(files, picked);
              set(multiple ? (limit !== undefined ? next.slice(0, limit) : next) : next.slice(0, 1));
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
