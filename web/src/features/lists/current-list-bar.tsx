import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useCurrentList } from './current-list';
import { firstScreenMessages as m } from './messages-first';

/**
 * The current list's details and the switch menu load when needed (a list current, the menu
 * opened): explore's first screen carries only this shell.
 */
const CurrentListDetails = lazy(() =>
  import('./current-list-details').then((mod) => ({ default: mod.CurrentListDetails })),
);
const CurrentListMenu = lazy(() =>
  import('./current-list-menu').then((mod) => ({ default: mod.CurrentListMenu })),
);

/**
 * The current list in explore (issue 40): its name and size, "Cambia lista" (another of the
 * office's lists, or a new one), Rinomina and "Condividi in {lingua}" in `lang` (explore's search
 * language); with none, what the first add will do.
 */
export function CurrentListBar({ lang }: { lang: string }) {
  const current = useCurrentList();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  if (!current) return null;
  const { id, title, count } = current;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={m.current.bar}
      sx={{ px: 2, py: 1, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {m.current.label}:
      </Typography>
      <Suspense fallback={null}>
        {id === null ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', mr: 'auto' }}>
            {m.current.none}
          </Typography>
        ) : title !== null ? (
          <CurrentListDetails list={{ id, title, count }} lang={lang} />
        ) : null}
        <Button
          size="small"
          endIcon={<ExpandMore aria-hidden />}
          aria-haspopup="menu"
          aria-expanded={menu ? 'true' : undefined}
          onClick={(e) => setMenu(e.currentTarget)}
          sx={{ order: 1, ml: id === null ? 0 : undefined }}
        >
          {m.current.switch}
        </Button>
        {menu ? (
          <CurrentListMenu
            anchor={menu}
            currentId={id}
            onClose={() => setMenu(null)}
            onPick={(next) => {
              current.choose(next);
              setMenu(null);
            }}
          />
        ) : null}
      </Suspense>
    </Paper>
  );
}
