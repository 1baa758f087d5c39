import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OpenInFull from '@mui/icons-material/OpenInFull';
import type { ContentLang } from '@sportello/contracts';
import { visuallyHidden } from '../../../components/table/table-cells';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { messages } from '../../../lib/messages';
import { inEnv } from '../guides/guide-list-api';
import { contentPaths } from '../list/content-paths';
import { previewMessages as m } from './messages';
import { previewLangOf, previewQuery } from './preview-api';
import { PreviewFrame, PreviewLanguages } from './preview-frame';
import { useWindowHeight } from './use-window-height';

/** The dialog's title, switcher and buttons take this much of the window; the frame the rest. */
const MODAL_CHROME = 260;
const FRAME_MIN = 280;

export interface ContentPreviewModalProps {
  /** The content to preview (null: closed). */
  contentId: number | null;
  /** The row's name, shown while the preview loads. */
  name?: string;
  onClose: () => void;
}

/**
 * The content-preview-modal (spec 1 §2 "Modals"), opened by a content row's preview action: the
 * content's title and type, a switcher of its languages, the rendered content in the preview
 * page's frame, and a link to the full preview page in the chosen language.
 */
export function ContentPreviewModal({ contentId, name, onClose }: ContentPreviewModalProps) {
  const open = contentId !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="content-preview-modal-title"
    >
      {open ? <PreviewModalBody key={contentId} id={contentId} name={name} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PreviewModalBody({ id, name, onClose }: { id: number; name?: string; onClose: () => void }) {
  const { env } = useAppScope();
  const preview = useQuery(previewQuery(env, id));
  const [wanted, setWanted] = useState<ContentLang | null>(null);
  const height = Math.max(FRAME_MIN, useWindowHeight() - MODAL_CHROME);
  const reply = preview.data;
  const lang = reply ? previewLangOf(reply, wanted) : undefined;
  const heading = reply?.title ?? name ?? '';

  return (
    <>
      <DialogTitle
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', pb: 1 }}
      >
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id="content-preview-modal-title" component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            {heading ? m.modal.title(heading) : m.title}
          </Typography>
          {reply ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {reply.type}
            </Typography>
          ) : null}
        </Box>
        {reply ? (
          <PreviewLanguages
            langs={reply.contentLangs.data}
            value={lang?.language ?? null}
            onChange={setWanted}
          />
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
        {preview.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
                {messages.common.retry}
              </Button>
            }
          >
            {isApiError(preview.error) ? preview.error.message : messages.errors.pageLoad}
          </Alert>
        ) : !reply ? (
          <Box role="status" aria-busy="true">
            <span style={visuallyHidden}>{m.loading}</span>
            <Skeleton variant="rounded" height={height} />
          </Box>
        ) : lang ? (
          <PreviewFrame
            src={inEnv(lang.url, env)}
            contentTitle={reply.title}
            languageLabel={lang.label}
            height={height}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          {m.modal.close}
        </Button>
        {reply && lang ? (
          <Button
            variant="contained"
            href={contentPaths.preview(env, reply.id, lang.language)}
            startIcon={<OpenInFull aria-hidden />}
          >
            {m.modal.openPage}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
