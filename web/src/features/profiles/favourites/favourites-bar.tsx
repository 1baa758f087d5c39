import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { lazyPage } from '../../../components/lazy-page';
import { useAppScope } from '../../../lib/app-scope';
import { listsParts } from '../../lists';
import type { TerminalLink } from '../../terminals';
import { profilesMessages as m } from '../messages';
import { useFavouritesContext } from './use-favourites';

const ShareListModal = lazyPage(listsParts.share);

/**
 * Above explore in profile mode (issue 40): the visitor's favourites are the current list — the
 * heart on each result fills them — with their count, a way to the Preferiti tab and "Condividi
 * in {lingua}": share-list-modal in the visitor's language, named on the button.
 */
export function FavouritesBar({
  code,
  lang,
  recipient,
  terminal,
  onOpenTab,
}: {
  /** The profile's code (none before the first save). */
  code: string | null;
  lang: string;
  recipient: { email?: string | undefined; phone?: string | undefined };
  terminal?: TerminalLink;
  onOpenTab: () => void;
}) {
  const favourites = useFavouritesContext();
  const { config } = useAppScope();
  const [sharing, setSharing] = useState(false);
  const langLabel = config.langShareOptions.options.find((o) => o.value === lang)?.label ?? lang;
  const { listId, count } = favourites;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={m.favourites.bar}
      sx={{ px: 2, py: 1, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <FavoriteBorder aria-hidden color="error" />
      <Typography variant="subtitle2" component="strong">
        {code ? m.favourites.barTitle(code) : m.favourites.barTitleNew}
      </Typography>
      <Chip size="small" label={m.favourites.count(count)} />
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={onOpenTab}>
          {m.favourites.goTo}
        </Button>
        <Button
          size="small"
          variant="contained"
          startIcon={<ShareOutlined aria-hidden />}
          disabled={listId === null || count === 0}
          onClick={() => setSharing(true)}
        >
          {m.favourites.shareIn(langLabel)}
        </Button>
      </Box>
      {sharing && listId !== null ? (
        <Suspense fallback={null}>
          <ShareListModal
            list={{ id: listId, title: code ?? m.title }}
            title={m.favourites.share}
            lang={lang}
            recipient={recipient}
            terminal={terminal}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
