import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GEOCODE_PATH, type GeocodeReply, type GeocodeResult } from '@sportello/contracts';
import { api } from '../../../../lib/api';
import { useDebounced } from '../../../../lib/use-debounced';

/** Suggestions start at three characters; fewer would match half of Italy. */
export const MIN_GEOCODE_CHARS = 3;
/** Autocomplete debounce (spec 1 §9). */
const DEBOUNCE_MS = 300;

const geocodeKey = (q: string) => ['geocode', q] as const;

/** The places an address may be at, best first (GET /api/geocode.json). */
export async function geocodeAddress(q: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const reply = await api<GeocodeReply>(GEOCODE_PATH, {
    query: { q: q.trim(), limit: 5 },
    signal,
    silent: true,
  });
  return reply.data;
}

/**
 * Address suggestions for what is being typed, 300 ms after the typing stops; the previous list
 * stays while the next loads. A failed lookup shows no suggestions (typing goes on).
 */
export function useGeocodeSuggestions(text: string, enabled: boolean) {
  const settled = useDebounced(text.trim(), DEBOUNCE_MS);
  const q = settled.length >= MIN_GEOCODE_CHARS ? settled : '';
  const query = useQuery({
    queryKey: geocodeKey(q),
    queryFn: ({ signal }) => geocodeAddress(q, signal),
    enabled: enabled && q !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    suggestions: q && !query.isError ? (query.data ?? []) : [],
    loading: enabled && query.isFetching,
    tooShort: text.trim().length < MIN_GEOCODE_CHARS,
  };
}
