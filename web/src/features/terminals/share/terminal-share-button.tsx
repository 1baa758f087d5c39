import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import TabletAndroidOutlined from '@mui/icons-material/TabletAndroidOutlined';
import { terminalsMessages as m } from '../messages';
import type { TerminalLink } from './use-terminal-link';

const TerminalShareModal = lazy(() =>
  import('./terminal-share-modal').then((mod) => ({ default: mod.TerminalShareModal })),
);

/**
 * The profile page's "Terminale" action: only while an assisted terminal of the office is online
 * (or one is being shared to); opens "Condividi" with the external-terminal section.
 */
export function TerminalShareButton({ link }: { link: TerminalLink }) {
  const [open, setOpen] = useState(false);
  if (!link.available) return null;
  return (
    <>
      <Button
        variant={link.sharing ? 'contained' : 'outlined'}
        color={link.sharing ? 'secondary' : 'primary'}
        startIcon={<TabletAndroidOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {m.share.open}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TerminalShareModal link={link} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
