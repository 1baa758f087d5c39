import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useAppScope } from '../../lib/app-scope';
import { missingTextsQuery } from './lists-api';
import { listsMessages as m } from './messages';

/**
 * Which elements have no text in the chosen language, and in which language the link and the PDF
 * will show them (the server's order: the language, Italian, the language the element was saved in).
 */
export function ShareMissingTexts({ listId, lang }: { listId: number; lang: string }) {
  const { env } = useAppScope();
  const report = useQuery(missingTextsQuery(env, listId, lang));
  const missing = report.data?.lang === lang ? report.data.missing : [];
  if (!missing.length) return null;
  const name = (l: string) => m.share.languageNames[l] ?? l;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{m.share.missingTitle(missing.length, name(lang))}</AlertTitle>
      {m.share.missingIntro}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 120, overflow: 'auto' }}>
        {missing.map((e) => (
          <li key={e.n}>{m.share.missingItem(e.n, e.title, name(e.shownIn))}</li>
        ))}
      </Box>
    </Alert>
  );
}
