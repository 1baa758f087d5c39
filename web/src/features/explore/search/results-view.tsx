import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { Asset, Box as GeoBox, ExploreConfig } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { messages } from '../../../lib/messages';
import { LazyResultsMap } from '../map/lazy-results-map';
import type { Place } from '../map/map-canvas';
import { exploreMessages as m } from '../messages';
import type { ItemActionsRenderer } from '../parts/item-actions';
import { ResultCard, ResultCardSkeleton } from './result-card';
import { ResultsPagination } from './results-pagination';
import type { Results } from './use-results';

const SKELETONS = 6;
const SIDE_LIST = 380;
const MAP_HEIGHT = 'max(460px, calc(100vh - 330px))';

const placeOf = (a: Asset): Place | null =>
  a.coords[0] ? { id: a.id, title: a.title, lat: a.coords[0].lat, lng: a.coords[0].lng } : null;

/**
 * The results of a search (spec 2 §2): the heading "{n} risultati (visualizzati a - b)", cards as
 * a grid or beside the map, skeletons while loading, the configured no-results block, pages and
 * "Carica più risultati". A card and its marker light each other; a marker scrolls to its card.
 */
export function ResultsView({
  results,
  config,
  view,
  box,
  query,
  onOpen,
  onPage,
  onSearchHere,
  onReset,
  itemActions,
}: {
  results: Results;
  config: ExploreConfig;
  view: 'list' | 'map';
  box: GeoBox | null;
  query: string;
  onOpen: (asset: Asset) => void;
  onPage: (page: number) => void;
  onSearchHere: (box: GeoBox) => void;
  onReset: () => void;
  itemActions?: ItemActionsRenderer;
}) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { first, assets } = results;
  const mapView = view === 'map';

  const focusCard = (id: string) => {
    setActiveId(id);
    const card = listRef.current?.querySelector<HTMLElement>(`[data-asset-id="${CSS.escape(id)}"]`);
    card?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  let heading: string;
  let body: ReactNode[];
  if (results.error && !first) {
    return <QueryError error={results.error} />;
  } else if (!first) {
    heading = m.loading;
    body = Array.from({ length: mapView ? 4 : SKELETONS }, (_, i) => (
      <ResultCardSkeleton key={i} dense={mapView} />
    ));
  } else if (first.totalCount === 0) {
    const nr = config.labels.searchListMode.noResults;
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', mt: 1 }}>
        <EmptyState
          icon={<SearchOffOutlined fontSize="inherit" />}
          title={nr.title}
          text={nr.text}
          action={
            <Button variant="outlined" onClick={onReset}>
              {nr.reset}
            </Button>
          }
        />
      </Box>
    );
  } else {
    const from = (first.pagination.current - 1) * first.pagination.rows + 1;
    heading = m.heading(first.totalCount, from, from + assets.length - 1);
    body = assets.map((a) => (
      <ResultCard
        key={a.id}
        asset={a}
        labels={config.labels}
        dense={mapView}
        active={mapView && a.id === activeId}
        onOpen={() => onOpen(a)}
        onHighlight={mapView ? (id) => id && setActiveId(id) : undefined}
        actions={itemActions?.(a, 'card')}
      />
    ));
  }

  const places = assets.map(placeOf).filter((p): p is Place => p !== null);
  const list = (
    <Box
      ref={listRef}
      role="list"
      aria-label={m.results}
      aria-busy={!first}
      sx={
        mapView
          ? { display: 'grid', gap: 1.25, alignContent: 'start' }
          : { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }
      }
    >
      {body.map((card, i) => (
        <Box role="listitem" key={i}>
          {card}
        </Box>
      ))}
    </Box>
  );
  const footer = <Footer results={results} onPage={onPage} loadMore={config.labels.loadMore} />;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography component="h2" variant="h3" aria-live="polite">
          {heading}
        </Typography>
        {first?.correctedQuery ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {m.correctedHint(query)} <strong>{m.corrected(first.correctedQuery)}</strong>
          </Typography>
        ) : null}
      </Box>
      {mapView ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: `minmax(300px, ${SIDE_LIST}px) 1fr`, gap: 2 }}>
          {/* The side list scrolls beside the map, its pages under it. */}
          <Box sx={{ height: MAP_HEIGHT, overflowY: 'auto', pr: 0.5 }}>
            {list}
            {footer}
          </Box>
          <LazyResultsMap
            places={places}
            activeId={activeId}
            onMarker={focusCard}
            box={box}
            map={config.map}
            searchHereLabel={config.labels.searchHere}
            onSearchHere={onSearchHere}
            label={m.map.region}
            height={MAP_HEIGHT}
          />
        </Box>
      ) : (
        <>
          {list}
          {footer}
        </>
      )}
    </Box>
  );
}

/** "Carica più risultati" (appends the next rows) and the pages. */
function Footer({
  results,
  onPage,
  loadMore,
}: {
  results: Results;
  onPage: (p: number) => void;
  loadMore: string;
}) {
  const { first } = results;
  if (!first || first.totalCount === 0) return null;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, mt: 2.5, mb: 1 }}>
      {results.error ? <Alert severity="error">{messages.errors.pageLoad}</Alert> : null}
      {results.hasMore ? (
        <Button
          variant="outlined"
          onClick={results.loadMore}
          disabled={results.loadingMore}
          aria-busy={results.loadingMore}
          startIcon={
            results.loadingMore ? <CircularProgress size={18} aria-hidden /> : <ExpandMore aria-hidden />
          }
          sx={{ minWidth: 240, bgcolor: 'background.paper' }}
        >
          {loadMore}
        </Button>
      ) : null}
      <ResultsPagination current={first.pagination.current} total={first.pagination.total} onPage={onPage} />
    </Box>
  );
}
