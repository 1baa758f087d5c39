import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { listElementsQuery, officeListsQuery } from '../../lists';
import { profilesMessages as m } from '../messages';
import { FavouriteAction } from './favourite-action';
import { useFavouritesContext } from './use-favourites';

/**
 * The Liste tab in profile mode (spec 2 §6): the office's lists, each element with its favourite
 * toggle, and "add all to favourites" (with its confirm). No list is created from here.
 */
export function ListsTab() {
  const { env, config } = useAppScope();
  const favourites = useFavouritesContext();
  const lists = useQuery(officeListsQuery(env, config.user.group, 1, 50));
  const [chosen, setChosen] = useState<number | null>(null);
  const focused = lists.data?.elements.find((l) => l.id === chosen) ?? lists.data?.elements[0];
  const elements = useQuery({ ...listElementsQuery(env, focused?.id ?? 0), enabled: !!focused });

  if (lists.isError) return <QueryError error={lists.error} />;
  if (!lists.data) return <Skeleton variant="rounded" height={240} aria-label={m.lists.loading} />;
  if (!focused)
    return (
      <Paper variant="outlined">
        <EmptyState title={m.lists.none} />
      </Paper>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={m.lists.selector}
          value={String(focused.id)}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: 280, maxWidth: 420, flex: '1 1 280px' }}
        >
          {lists.data.elements.map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {l.title} ({l.elementsCount})
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<PlaylistAddCheckOutlined aria-hidden />}
          disabled={favourites.busy || focused.elementsCount === 0}
          onClick={() => void favourites.addAll({ id: focused.id, title: focused.title })}
        >
          {m.favourites.addAll}
        </Button>
      </Box>
      {elements.isError ? (
        <QueryError error={elements.error} />
      ) : !elements.data ? (
        <Skeleton variant="rounded" height={160} aria-label={m.lists.loading} />
      ) : elements.data.elements.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={m.favourites.empty} />
        </Paper>
      ) : (
        <Box component="ul" aria-label={focused.title} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {elements.data.elements.map((e) => (
            <Paper
              key={e.id}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5, p: 1 }}
            >
              <FavouriteAction
                place="row"
                item={{ resId: e.resId, type: e.type, locale: e.locale, title: e.title }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="caption"
                  sx={{ color: 'primary.dark', fontWeight: 650, textTransform: 'uppercase' }}
                >
                  {e.values.typeLabel || e.type}
                </Typography>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{e.title}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
