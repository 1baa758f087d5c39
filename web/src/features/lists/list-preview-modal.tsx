import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { List } from '@sportello/contracts';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { createShare } from './lists-api';
import { listsMessages as m } from './messages';

/**
 * list-preview-modal (spec 1 §2): one button per language, each opening the list's page (the PDF
 * the visitor gets) in that language in a new tab.
 */
export function ListPreviewModal({
  list,
  onClose,
}: {
  list: Pick<List, 'id' | 'title'>;
  onClose: () => void;
}) {
  const titleId = useId();
  const { config } = useAppScope();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (lang: string) => {
    // The tab opens inside the click (no popup blocker), and goes to the link once it is made.
    const tab = window.open('', '_blank');
    setBusy(lang);
    try {
      const share = await createShare(list.id, lang);
      if (tab) {
        tab.opener = null;
        tab.location.href = share.link;
      }
    } catch (e) {
      tab?.close();
      if (!isApiError(e)) throw e;
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{m.previewModal.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{m.previewModal.intro}</DialogContentText>
        <Stack spacing={1}>
          {config.langShareOptions.options.map((o) => (
            <Button
              key={o.value}
              variant="outlined"
              endIcon={<OpenInNewOutlined aria-hidden />}
              disabled={busy !== null}
              onClick={() => void open(o.value)}
              aria-label={`${m.previewModal.open(o.label)} ${m.previewModal.newTab}`}
              sx={{ justifyContent: 'space-between' }}
            >
              {m.previewModal.open(o.label)}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{m.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
