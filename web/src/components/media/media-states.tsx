import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { MediaKind } from '@sportello/contracts';
import { EmptyState } from '../empty-state';
import { mediaMessages as m } from './messages';

/** Placeholders of the grid (images) or of the list (documents) while the first page loads. */
export function MediaSkeleton({ kind }: { kind: MediaKind }) {
  return (
    <Box role="status" aria-label={m.loading}>
      {kind === 'image' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
          {Array.from({ length: 10 }, (_, i) => (
            <Box key={i} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, p: 1 }}>
              <Skeleton variant="rounded" width={80} height={80} />
              <Skeleton width={72} />
            </Box>
          ))}
        </Box>
      ) : (
        Array.from({ length: 5 }, (_, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.25 }}>
            <Skeleton variant="rounded" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" />
              <Skeleton width="25%" />
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}

/** "Nessuna immagine" / "Nessun documento", or no match for the search. */
export function MediaEmpty({ kind, search }: { kind: MediaKind; search: string }) {
  const Icon = kind === 'image' ? PhotoLibraryOutlined : InsertDriveFileOutlined;
  return (
    <EmptyState
      icon={<Icon fontSize="inherit" />}
      title={kind === 'image' ? m.emptyImages : m.emptyDocuments}
      text={search ? m.emptySearch(search) : m.emptyHint}
    />
  );
}
