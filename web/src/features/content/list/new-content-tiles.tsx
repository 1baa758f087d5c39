import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NewContentTile } from '@sportello/contracts';
import { MenuIcon } from '../../../components/menu-icon';
import { contentPaths } from './content-paths';
import { listMessages as m } from './messages';

/** The new-content tiles (spec 1 §3 "New-content tile"): one button per type, to its editor. */
export function NewContentTiles({ tiles, env }: { tiles: NewContentTile[]; env: string }) {
  if (!tiles.length) return null;
  return (
    <Box component="section" aria-labelledby="new-content-heading" sx={{ mb: 3 }}>
      <Typography id="new-content-heading" variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {m.newContent}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          '& > li': { display: 'flex' },
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Button
              href={contentPaths.create(env, tile.family, tile.id)}
              variant="outlined"
              fullWidth
              aria-label={m.newOf(tile.name)}
              startIcon={
                tile.image ? (
                  <Box
                    component="img"
                    src={tile.image}
                    alt=""
                    sx={{ width: 24, height: 24, objectFit: 'cover' }}
                  />
                ) : (
                  <MenuIcon name={tile.icon} />
                )
              }
              sx={{
                justifyContent: 'flex-start',
                bgcolor: 'background.paper',
                borderColor: 'divider',
                color: 'text.primary',
                fontWeight: 600,
                py: 1,
                height: '100%',
                lineHeight: 1.25,
                textAlign: 'left',
                '& .MuiButton-startIcon': { color: 'primary.main' },
              }}
            >
              {tile.name}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
