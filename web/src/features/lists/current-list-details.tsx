import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useAppScope } from '../../lib/app-scope';
import { useListPaths } from './list-paths';
import { listsMessages as m } from './messages';

/** The share (with the terminal link) loads when first opened. */
const CurrentListShare = lazy(() =>
  import('./current-list-share').then((mod) => ({ default: mod.CurrentListShare })),
);

/**
 * What the current-list bar shows once a list is current: its name, how many elements it holds,
 * Rinomina (the edit page) and "Condividi in {lingua}" — share-list-modal in `lang`, the language
 * named on the button, never silently Italian. Loaded when a list first becomes current.
 */
export function CurrentListDetails({
  list,
  lang,
}: {
  list: { id: number; title: string; count: number };
  lang: string;
}) {
  const { config } = useAppScope();
  const to = useListPaths();
  const [sharing, setSharing] = useState(false);
  const langLabel = config.langShareOptions.options.find((o) => o.value === lang)?.label ?? lang;
  return (
    <>
      <Typography variant="subtitle2" component="strong" sx={{ minWidth: 0 }} noWrap>
        {list.title}
      </Typography>
      <Typography
        variant="caption"
        sx={{ px: 1, py: 0.25, borderRadius: 4, bgcolor: 'action.selected', fontWeight: 600 }}
      >
        {m.current.count(list.count)}
      </Typography>
      <Button
        size="small"
        startIcon={<EditOutlined aria-hidden />}
        onClick={() => to.edit(list.id)}
        sx={{ ml: 'auto', order: 2 }}
      >
        {m.current.edit}
      </Button>
      <Button
        size="small"
        variant="contained"
        startIcon={<ShareOutlined aria-hidden />}
        disabled={list.count === 0}
        onClick={() => setSharing(true)}
        sx={{ order: 3 }}
      >
        {m.current.shareIn(langLabel)}
      </Button>
      {sharing ? (
        <Suspense fallback={null}>
          <CurrentListShare list={list} lang={lang} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
