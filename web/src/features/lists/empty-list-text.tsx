import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppScope } from '../../lib/app-scope';
import { listPaths } from './list-paths';
import { listsMessages as m } from './messages';

/** "La lista è vuota. Usa la funzione Esplora per aggiungere attrattori e servizi." (Esplora → /explore). */
export function EmptyListText() {
  const { env } = useAppScope();
  return (
    <Typography component="p" variant="h6" sx={{ color: 'text.primary', fontSize: '1.05rem' }}>
      {m.empty.listBefore}
      <Link component={RouterLink} to={listPaths(env).explore()}>
        {m.empty.listLink}
      </Link>
      {m.empty.listAfter}
    </Typography>
  );
}
