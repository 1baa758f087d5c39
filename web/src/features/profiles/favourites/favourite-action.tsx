import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { profilesMessages as m } from '../messages';
import { useFavouritesContext, type FavouriteItem } from './use-favourites';

/**
 * "Aggiungi ai preferiti" / "Rimuovi dai preferiti" on a card, a row or in the preview (explore's
 * item-actions extension point in profile mode).
 */
export function FavouriteAction({ item, place }: { item: FavouriteItem; place: 'card' | 'preview' | 'row' }) {
  const favourites = useFavouritesContext();
  const on = favourites.has(item);
  const label = on ? m.favourites.remove : m.favourites.add;
  const icon = on ? <Favorite color="error" aria-hidden /> : <FavoriteBorder aria-hidden />;
  const click = () => void favourites.toggle(item);
  if (place === 'preview')
    return (
      <Button
        variant={on ? 'outlined' : 'contained'}
        startIcon={icon}
        disabled={favourites.busy}
        onClick={click}
      >
        {label}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={`${label}: ${item.title}`}
          aria-pressed={on}
          size="small"
          disabled={favourites.busy}
          onClick={click}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
