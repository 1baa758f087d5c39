import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Asset, ExploreConfig, ExploreTab, SearchResultPage } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { exploreKeys, fetchResults } from '../api/explore-api';
import { LazyResultsMap } from '../map/lazy-results-map';
import type { Place } from '../map/map-canvas';
import { exploreMessages as m } from '../messages';
import { SearchInput } from '../search/search-input';

const HEIGHT = 'max(460px, calc(100vh - 260px))';
/** Offices are few: the list holds them all (a safety stop on very large catalogues). */
const MAX_PAGES = 20;

async function allOffices(graphUrl: string, query: string, locale: string, signal: AbortSignal) {
  const input = { query, category: 'office', locale: locale as 'it', config: 'make_iat_office' };
  let page: SearchResultPage = await fetchResults(graphUrl, input, signal);
  const assets = [...page.assets];
  for (let i = 1; i < MAX_PAGES && page.nextPageToken; i++) {
    page = await fetchResults(graphUrl, { ...input, loadMore: page.nextPageToken }, signal);
    assets.push(...page.assets);
  }
  return assets;
}

/**
 * The IAT offices (spec 2 §2): the list on the left, the map on the right; a name in the list
 * lights its marker, a marker brings its name into view. Opening one shows its preview.
 */
export function OfficesTab({
  tab,
  config,
  locale,
  onOpen,
}: {
  tab: ExploreTab;
  config: ExploreConfig;
  locale: string;
  onOpen: (asset: Asset) => void;
}) {
  const { env } = useAppScope();
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const offices = useQuery({
    queryKey: [...exploreKeys.all(), env, 'offices', query, locale],
    queryFn: ({ signal }) => allOffices(tab.graphUrl, query, locale, signal),
    staleTime: 60_000,
  });
  const places = (offices.data ?? [])
    .map((a): Place | null => (a.coords[0] ? { id: a.id, title: a.title, ...a.coords[0] } : null))
    .filter((p): p is Place => p !== null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <SearchInput query={query} placeholder={tab.placeholder} onSearch={setQuery} label={m.offices.search} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 360px) 1fr', gap: 2 }}>
        <Box
          sx={{
            height: HEIGHT,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          {offices.isError ? (
            <QueryError error={offices.error} />
          ) : !offices.data ? (
            <Box sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-busy>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={52} />
              ))}
            </Box>
          ) : offices.data.length === 0 ? (
            <EmptyState title={m.offices.none} />
          ) : (
            <>
              <Typography component="h2" variant="h6" role="status" sx={{ px: 2, pt: 1.5 }}>
                {m.offices.count(offices.data.length)}
              </Typography>
              <List ref={listRef} aria-label={m.offices.list} sx={{ px: 1 }}>
                {offices.data.map((o) => (
                  <li key={o.id} data-asset-id={o.id}>
                    <ListItemButton
                      selected={o.id === activeId}
                      onMouseEnter={() => setActiveId(o.id)}
                      onFocus={() => setActiveId(o.id)}
                      onClick={() => onOpen(o)}
                      aria-label={m.open(o.title)}
                      sx={{ display: 'block', py: 1 }}
                    >
                      <Typography sx={{ fontWeight: 650 }}>{o.title}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {[o.subtitle, o.municipality?.name].filter(Boolean).join(' · ')}
                      </Typography>
                    </ListItemButton>
                  </li>
                ))}
              </List>
            </>
          )}
        </Box>
        <LazyResultsMap
          places={places}
          activeId={activeId}
          onMarker={(id) => {
            setActiveId(id);
            listRef.current
              ?.querySelector(`[data-asset-id="${CSS.escape(id)}"]`)
              ?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
          }}
          box={null}
          map={{ ...config.map, office: null }}
          label={m.offices.map}
          height={HEIGHT}
        />
      </Box>
    </Box>
  );
}
