import { useEffect, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTENT_STATUS_LABELS,
  type ContentDocument,
  type ContentFamily,
  type ContentLang,
} from '@sportello/contracts';
import { PageHeader } from '../../../components/page-header';
import { formatTimeOf } from '../../../lib/dayjs';
import { EditorAside } from './editor-aside';
import { fieldDomId, parseFieldKey } from './editor-state';
import { LangBlock } from './lang-block';
import { editorMessages as m } from './messages';
import { NotValidBanner } from './not-valid-banner';
import { useEditor, type FocusRequest, type LeaveHooks, type ReloadOptions } from './use-editor';

export type { LeaveHooks } from './use-editor';

/** The editor once its document is loaded: header, banner, the current language's block, side menu. */
export function EditorScreen({
  doc,
  family,
  initialLang,
  fromContentId,
  leaveRef,
  onAdopt,
  onReload,
}: {
  doc: ContentDocument;
  family: ContentFamily;
  initialLang: ContentLang | undefined;
  fromContentId: boolean;
  leaveRef: RefObject<LeaveHooks | null>;
  onAdopt: (id: number, sessionId: string) => void;
  onReload: (options?: ReloadOptions) => void;
}) {
  const editor = useEditor({
    doc,
    family,
    initialLang,
    validateAtMount: fromContentId,
    leaveRef,
    onAdopt,
    onReload,
  });
  useFocusField(editor.focus);
  const langLabel = (l: ContentLang) => doc.contentLangs.data.find((x) => x.language === l)?.label ?? l;
  const current = editor.docs[editor.lang];
  const status = editor.meta.status;

  return (
    <Box>
      <PageHeader title={doc.info.title} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mt: -2, mb: 2 }}
        aria-label={m.aside.info}
      >
        <Chip size="small" variant="outlined" label={`${m.header.type}: ${doc.info.type}`} />
        <Chip
          size="small"
          variant="outlined"
          color={status === 'published' ? 'success' : status === 'pending' ? 'warning' : 'default'}
          label={`${m.header.status}: ${status ? CONTENT_STATUS_LABELS[status] : m.header.notSaved}`}
        />
        {doc.params.vt ? <Chip size="small" color="primary" label={m.header.variantVt} /> : null}
        {editor.readOnly ? <Chip size="small" color="warning" label={m.header.readOnly} /> : null}
      </Stack>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {doc.info.warning ? <Alert severity="warning">{doc.info.warning}</Alert> : null}
        {doc.message ? (
          <Alert severity={doc.status === 'readonly' ? 'warning' : 'info'}>{doc.message}</Alert>
        ) : null}
        {editor.lockLost ? (
          <Alert
            severity={editor.lockLost.moved ? 'warning' : 'error'}
            role="alert"
            action={
              editor.lockLost.moved ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={editor.continueHere}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {m.lock.continueHere}
                </Button>
              ) : undefined
            }
          >
            <AlertTitle>{editor.lockLost.moved ? m.lock.movedTitle : m.lock.lostTitle}</AlertTitle>
            {editor.lockLost.message}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {m.lock.lostReadOnly}
            </Typography>
          </Alert>
        ) : null}
        {editor.kept && !editor.conflict ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => void editor.recoverKept()}>
                {m.lock.recover}
              </Button>
            }
          >
            <AlertTitle>{m.lock.keptTitle}</AlertTitle>
            {m.lock.keptText(formatTimeOf(editor.kept.at))}
          </Alert>
        ) : null}
        {editor.conflict ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={editor.reloadFromAutosave}>
                {m.save.reload}
              </Button>
            }
          >
            <AlertTitle>{m.save.conflictTitle}</AlertTitle>
            {editor.conflict}
          </Alert>
        ) : null}
        {editor.bannerOpen ? (
          <NotValidBanner
            docs={editor.docs}
            errors={editor.errors}
            kinds={doc.availableTypes.data}
            langLabel={langLabel}
            onGo={editor.focusField}
            onClose={editor.closeBanner}
          />
        ) : null}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {current ? (
            <LangBlock
              key={editor.lang}
              editor={editor}
              doc={doc}
              lang={editor.lang}
              langDoc={current}
              langLabel={langLabel}
            />
          ) : null}
        </Box>
        <EditorAside editor={editor} doc={doc} langLabel={langLabel} />
      </Box>
    </Box>
  );
}

/** After a banner link (or a new block): the field's language is shown, then it is scrolled to and focused. */
function useFocusField(request: FocusRequest | null) {
  useEffect(() => {
    if (!request) return;
    const before = document.activeElement;
    const t = window.setTimeout(() => {
      // Someone already typing in another field since (a quick hand, a slow machine) keeps it:
      // taking the focus back sent the rest of their text into this field.
      const now = document.activeElement;
      if (now !== before && now?.matches('input, textarea, select, [contenteditable="true"]')) return;
      const el = document.getElementById(fieldDomId(parseFieldKey(request.key)));
      if (!el) return;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      const target = el.querySelector<HTMLElement>(
        'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [contenteditable="true"], select, button:not([disabled]), [tabindex]:not([tabindex="-1"])',
      );
      target?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(t);
  }, [request]);
}
