import { darken } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { AsideButton, ContentDocument, ContentLang } from '@sportello/contracts';
import { HistoryModal } from '../../notifications';
import { DeleteLangsModal } from '../list/delete-langs-modal';
import { FieldSlot } from './field-slot';
import { LangFlag } from './lang-flag';
import { useSiblings } from './lang-block';
import { formatTimeOf } from '../../../lib/dayjs';
import { editorMessages as m } from './messages';
import { errorsIn } from './validation';
import type { EditorController } from './use-editor';

/**
 * The editor's right side menu (spec 1 §2): language switcher, aside info with the updates count,
 * the save state, the action buttons, the delete actions and the category blocks (extra contents).
 */
export function EditorAside({
  editor,
  doc,
  langLabel,
}: {
  editor: EditorController;
  doc: ContentDocument;
  langLabel: (l: ContentLang) => string;
}) {
  const [deleting, setDeleting] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const langs = doc.contentLangs;
  const info = doc.aside.info;
  const canDelete = editor.meta.id !== null && !editor.readOnly;
  const deletable = editor.meta.storedLangs;

  const hint = [langs.info, langs.tooltip].filter(Boolean).join(' ');

  return (
    <Box
      component="aside"
      aria-label={m.aside.menu}
      sx={{
        display: 'grid',
        gap: 2,
        alignContent: 'start',
        minWidth: 0,
        // The side menu stays in view while the document scrolls, and scrolls on its own when taller.
        position: { md: 'sticky' },
        top: { md: 80 },
        maxHeight: { md: 'calc(100vh - 96px)' },
        overflowY: { md: 'auto' },
        overscrollBehavior: 'contain',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Block title={langs.name || m.aside.languages} hint={hint}>
          <List
            dense
            disablePadding
            component="nav"
            aria-label={langs.name || m.aside.languages}
            sx={{ px: 1, pb: 1 }}
          >
            {langs.data.map((l) => {
              const active = editor.docs[l.language]?.isActive ?? false;
              const count = errorsIn(editor.docs, editor.errors, l.language);
              return (
                <ListItemButton
                  key={l.language}
                  selected={editor.lang === l.language}
                  aria-current={editor.lang === l.language ? 'true' : undefined}
                  onClick={() => editor.setLang(l.language)}
                  sx={{ py: 0.25 }}
                >
                  <LangFlag flag={l.flag} muted={!active} />
                  <ListItemText
                    primary={l.label}
                    secondary={
                      !active ? m.languages.inactive : count > 0 ? m.languages.errors(count) : undefined
                    }
                    slotProps={{
                      primary: {
                        sx: {
                          fontWeight: active ? 600 : 400,
                          color: active ? 'text.primary' : 'text.secondary',
                        },
                      },
                      secondary: {
                        // Darker than error.dark: readable (4.5:1) on the selected row's tint too.
                        sx: {
                          color:
                            count > 0 && active
                              ? (t) => darken(t.palette.error.dark, 0.25)
                              : 'text.secondary',
                          lineHeight: 1.3,
                        },
                      },
                    }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        </Block>

        <Block title={m.aside.actions}>
          <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5 }}>
            <SaveState editor={editor} />
            <Stack spacing={1}>
              {doc.aside.buttons.map((b) => (
                <ActionButton key={b.action} button={b} editor={editor} />
              ))}
            </Stack>
          </Box>
        </Block>
      </Box>

      <Block title={info.name || m.aside.info}>
        <Box component="dl" sx={{ m: 0, px: 2, pb: 1.5, display: 'grid', gap: 0.75 }}>
          {info.infoList.map((row) => (
            <Box key={row.label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
          <Box>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {info.updates.label || m.aside.updates}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {info.updates.count}
              {editor.meta.id !== null ? (
                <Button size="small" onClick={() => setHistoryOpen(true)} sx={{ ml: 1, py: 0 }}>
                  {m.aside.history}
                </Button>
              ) : null}
            </Typography>
          </Box>
        </Box>
        {canDelete ? (
          <Stack spacing={0.5} sx={{ px: 1, pb: 1.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <DeleteLangsButton editor={editor} onOpen={() => setDeleting(true)} count={deletable.length} />
            <Button
              color="error"
              size="small"
              onClick={() => void editor.deleteWhole(info.name || m.noName)}
              disabled={editor.busy !== null}
              sx={{ justifyContent: 'flex-start' }}
            >
              {m.aside.deleteContent}
            </Button>
          </Stack>
        ) : null}
      </Block>

      <CategoryBlocks editor={editor} doc={doc} />

      <HistoryModal
        contentId={editor.meta.id}
        title={info.name}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
      <DeleteLangsModal
        open={deleting}
        languages={deletable}
        busy={editor.busy === 'delete'}
        onClose={() => setDeleting(false)}
        onConfirm={(chosen) =>
          void editor.deleteLangs(chosen).then((ok) => {
            if (ok) setDeleting(false);
          })
        }
      />
      {/* Screen readers hear which language is being edited. */}
      <Box sx={visuallyHidden} aria-live="polite">
        {langLabel(editor.lang)}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  // Pixels: in sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Block({
  title,
  hint,
  hideTitle = false,
  children,
}: {
  title: string;
  hint?: string;
  /** The only field inside already says it (a "Temi" block with the "Temi" ticks). */
  hideTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={hideTitle ? { pt: 2 } : undefined}>
      <Stack
        direction="row"
        spacing={0.5}
        sx={hideTitle ? visuallyHidden : { alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}
      >
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {hint ? (
          <Tooltip title={hint}>
            <InfoOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-label={hint} role="img" />
          </Tooltip>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * "Modifiche non salvate", "Salvataggio automatico alle 10.32", "Tutte le modifiche sono salvate",
 * "Non ancora salvato" (a new content), or the failure with Riprova.
 */
function SaveState({ editor }: { editor: EditorController }) {
  const { autosave } = editor;
  if (autosave.phase === 'error')
    return (
      <Alert
        severity="error"
        icon={<CloudOffOutlined fontSize="small" />}
        action={
          <Button color="inherit" size="small" onClick={editor.retryAutosave}>
            {m.autosave.retry}
          </Button>
        }
        sx={{ py: 0, px: 1, '& .MuiAlert-action': { pl: 0.5 } }}
        role="alert"
      >
        {m.autosave.failed(autosave.message ?? '')}
      </Alert>
    );
  const lines: ReactNode[] = [];
  if (editor.dirty) lines.push(<strong key="u">{m.autosave.unsaved}</strong>);
  if (autosave.phase === 'saving') lines.push(<span key="s">{m.autosave.saving}</span>);
  else if (autosave.at && editor.dirty && !autosave.kept)
    lines.push(<span key="a">{m.autosave.at(formatTimeOf(autosave.at))}</span>);
  if (autosave.phase === 'stopped' && editor.dirty)
    lines.push(<span key="x">{autosave.kept ? m.autosave.kept : m.autosave.stopped}</span>);
  // A new content nothing was saved of yet: it says so, never "all saved".
  const neverSaved = editor.meta.id === null;
  if (!editor.dirty && autosave.phase !== 'saving')
    lines.push(<span key="ok">{neverSaved ? m.autosave.notSaved : m.autosave.allSaved}</span>);
  const icon =
    autosave.phase === 'saving' ? (
      <CircularProgress size={16} aria-hidden />
    ) : editor.dirty || neverSaved ? (
      <EditNoteOutlined fontSize="small" color="warning" aria-hidden />
    ) : (
      <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      aria-label={m.autosave.status}
      sx={{
        alignItems: 'flex-start',
        typography: 'body2',
        color: 'text.secondary',
        '& strong': { color: 'text.primary' },
      }}
    >
      <Box sx={{ pt: 0.25, lineHeight: 0 }}>{icon}</Box>
      <Stack spacing={0.25}>{lines}</Stack>
    </Stack>
  );
}

function ActionButton({ button, editor }: { button: AsideButton; editor: EditorController }) {
  const blocked =
    editor.lockLost !== null
      ? editor.lockLost.moved
        ? m.lock.movedTitle
        : m.save.lockLostTooltip
      : editor.readOnly
        ? m.save.readOnlyTooltip
        : null;
  const disabled = button.disabled || blocked !== null || editor.busy !== null;
  const tooltip = button.disabled ? (button.tooltip ?? '') : (blocked ?? '');
  const primary = button.action === 'save';
  const control = (
    <Button
      fullWidth
      variant={primary ? 'contained' : 'outlined'}
      disabled={disabled}
      onClick={() => void editor.run(button.action, button.confirm, button.label)}
      startIcon={
        editor.busy === button.action ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
      }
    >
      {button.label}
    </Button>
  );
  if (!tooltip) return control;
  return (
    <Tooltip title={tooltip}>
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <Box
        component="span"
        tabIndex={disabled ? 0 : undefined}
        sx={{ display: 'block' }}
        aria-label={`${button.label}: ${tooltip}`}
      >
        {control}
      </Box>
    </Tooltip>
  );
}

function DeleteLangsButton({
  editor,
  onOpen,
  count,
}: {
  editor: EditorController;
  onOpen: () => void;
  count: number;
}) {
  const why = editor.dirty ? m.aside.deleteLangsDirty : count < 2 ? m.aside.deleteLangsOne : null;
  const button = (
    <Button
      color="error"
      size="small"
      onClick={onOpen}
      disabled={why !== null || editor.busy !== null}
      sx={{ justifyContent: 'flex-start', width: '100%' }}
    >
      {m.aside.deleteLangs}
    </Button>
  );
  return why ? (
    <Tooltip title={why}>
      <Box component="span" tabIndex={0} aria-label={`${m.aside.deleteLangs}: ${why}`}>
        {button}
      </Box>
    </Tooltip>
  ) : (
    button
  );
}

/** Extra contents grouped under the type's category titles (spec 1 §2 "category blocks"). */
function CategoryBlocks({ editor, doc }: { editor: EditorController; doc: ContentDocument }) {
  const langDoc = editor.docs[editor.lang];
  const siblings = useSiblings(
    langDoc ?? { isActive: false, cloneFrom: null, baseContents: [], customContents: [], extraContents: [] },
  );
  if (!langDoc?.isActive || langDoc.extraContents.length === 0) return null;
  const titles = doc.aside.categories;
  const groups = [
    ...titles.map((t) => ({ title: t, items: langDoc.extraContents.filter((c) => c.category === t) })),
    {
      title: m.aside.otherInfo,
      items: langDoc.extraContents.filter((c) => !c.category || !titles.includes(c.category)),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <>
      {groups.map((g) => (
        <Block
          key={g.title}
          title={g.title}
          hideTitle={g.items.length === 1 && g.items[0]?.label === g.title}
        >
          <Stack
            spacing={2}
            sx={{
              px: 2,
              pb: 2,
              // Ticks in one column: the side menu is narrower than the grid's breakpoints think.
              '& .MuiGrid-container > .MuiGrid-root': { width: '100%', maxWidth: '100%', flexBasis: '100%' },
            }}
            lang={editor.lang}
          >
            {g.items.map((c) => (
              <FieldSlot
                key={c.fieldname}
                component={c}
                lang={editor.lang}
                list="extraContents"
                fieldKey={c.fieldname}
                error={editor.errors[`${editor.lang}|extraContents|${c.fieldname}`]}
                readOnly={editor.readOnly}
                siblings={c.validators.some((v) => v.type === 'lt') ? siblings : undefined}
                onChange={editor.change}
                onBlur={editor.blur}
              />
            ))}
          </Stack>
        </Block>
      ))}
    </>
  );
}
