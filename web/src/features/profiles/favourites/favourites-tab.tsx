import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import type { ListElement } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { lazyPage } from '../../../components/lazy-page';
import { listsParts } from '../../lists';
import type { TerminalLink } from '../../terminals';
import { favouritesCalls, favouritesQuery } from '../profiles-api';
import { profilesMessages as m } from '../messages';

const ListElements = lazyPage(listsParts.elements);
const ShareListModal = lazyPage(listsParts.share);

/**
 * The Preferiti tab (spec 2 §2, §4): "Preferiti profilo (n)", the lists' elements view in its
 * favourites mode (type tabs falling back to "all", drag and drop, "Cambia ordine elemento",
 * remove, remove all with its confirm, 6 a page) and "Condividi preferiti" in the visitor's language.
 */
export function FavouritesTab({
  listId,
  code,
  lang,
  recipient,
  onOpen,
  terminal,
}: {
  listId: number | null;
  code: string;
  lang: string | undefined;
  recipient: { email?: string | undefined; phone?: string | undefined };
  onOpen: (element: ListElement) => void;
  /** The page's link to the desk's terminal: the favourites can be shown there too (spec 2 §4). */
  terminal?: TerminalLink;
}) {
  const { env } = useAppScope();
  const [sharing, setSharing] = useState(false);
  const page = useQuery({ ...favouritesQuery(env, listId ?? 0), enabled: listId !== null });
  const count = listId === null ? 0 : (page.data?.list.elementsCount ?? 0);

  let body;
  if (listId !== null && page.isError) body = <QueryError error={page.error} />;
  else if (listId !== null && !page.data)
    body = (
      <Box aria-busy="true" aria-label={m.favourites.loading} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={80} />
      </Box>
    );
  else if (!page.data || count === 0)
    body = (
      <Paper variant="outlined">
        <EmptyState icon={<FavoriteBorder fontSize="inherit" />} title={m.favourites.empty} />
      </Paper>
    );
  else
    body = (
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <ListElements
          page={page.data}
          onOpen={onOpen}
          favourites
          calls={favouritesCalls(page.data.list.id)}
        />
      </Suspense>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          {m.favourites.heading(count)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<ShareOutlined aria-hidden />}
          disabled={count === 0 || listId === null}
          onClick={() => setSharing(true)}
        >
          {m.favourites.share}
        </Button>
      </Box>
      {body}
      {sharing && listId !== null ? (
        <Suspense fallback={null}>
          <ShareListModal
            list={{ id: listId, title: code }}
            title={m.favourites.share}
            lang={lang}
            recipient={recipient}
            terminal={terminal}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
