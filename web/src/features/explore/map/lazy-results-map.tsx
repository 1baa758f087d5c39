import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { lazyPage } from '../../../components/lazy-page';
import { exploreMessages as m } from '../messages';
import { MAP_CANVAS } from './map-canvas';
import type { ResultsMapProps } from './results-map';

const ResultsMapChunk = lazyPage<ResultsMapProps>(() =>
  import('./results-map').then((mod) => mod.ResultsMap),
);

/**
 * The results map, with Leaflet in a chunk of its own: the list view (the desk's first screen) never
 * downloads it. Until it has loaded, its frame holds the place with the map's quiet grid.
 */
export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense
      fallback={
        <Box
          role="status"
          aria-label={m.map.loading}
          sx={{ height: props.height, border: 1, borderColor: 'divider', borderRadius: 2, ...MAP_CANVAS }}
        />
      }
    >
      <ResultsMapChunk {...props} />
    </Suspense>
  );
}
