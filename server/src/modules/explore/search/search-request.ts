import type { z } from 'zod';
import {
  Box,
  EXPLORE_CATEGORIES,
  SearchInput,
  type ExploreCategory,
  type ExploreLocale,
  type ExploreSort,
  type FilterInput,
  type FilterName,
} from '@sportello/contracts';
import { searchWords } from '../../../platform/search/words.js';
import { EXPLORE_MESSAGES as M } from '../explore.messages.js';

/**
 * A search's variables (SearchInput) read once into what the queries need: the words, the category,
 * each filter's values typed and checked (a bad value names its place: filters.2.values), the page
 * or the loadMore token. Every operation (categories, filters, search) starts from this.
 */

export type NumberRange = { from: number | null; to: number | null };

export interface SearchFilters {
  municipality?: { municipalities: string[]; provinces: string[] };
  stars?: number[];
  classification?: string[];
  dates?: { from: string | null; to: string | null };
  price?: NumberRange;
  difficulty?: string[];
  length?: NumberRange;
  ascent?: NumberRange;
  geolocation?: Box;
}

export interface ParsedSearch {
  query: string;
  words: string[];
  category: ExploreCategory;
  filters: SearchFilters;
  /** The values as sent, per filter (what the filter bar shows as selected). */
  selected: Partial<Record<FilterName, string[]>>;
  page: number;
  loadMore: string | null;
  locale: ExploreLocale;
  sort: ExploreSort;
}

type Issue = { message: string; path: (string | number)[] };

/**
 * A one-letter word does not narrow the search (the operator is still typing it): as a prefix it
 * would read every word of the index starting with that letter, the slowest query there is.
 */
const MIN_WORD = 2;

const MUNICIPALITY = /^\d{6}$/;
const PROVINCE = /^[A-Z]{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const CODE = /^[\p{L}\p{N}&._ -]{1,40}$/u;

const validDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** ['', '20'] → { from: null, to: 20 }; a bad end or from > to is an issue. */
function numberRange(values: string[], fail: (m: string) => void): NumberRange | undefined {
  const [from = '', to = ''] = values;
  if (values.length > 2 || [from, to].some((v) => v !== '' && !NUMBER.test(v))) {
    fail(M.badNumber);
    return undefined;
  }
  const range = { from: from === '' ? null : Number(from), to: to === '' ? null : Number(to) };
  if (range.from !== null && range.to !== null && range.from > range.to) {
    fail(M.badRange);
    return undefined;
  }
  return range;
}

function readFilter(filter: FilterInput, filters: SearchFilters, fail: (m: string) => void): void {
  const values = filter.values.map((v) => v.trim());
  const set = [...new Set(values.filter((v) => v !== ''))];
  if (set.length === 0) return; // an emptied filter is no filter
  const every = (ok: (v: string) => boolean, message: string) => set.every(ok) || (fail(message), false);
  switch (filter.key) {
    case 'municipality':
      if (every((v) => MUNICIPALITY.test(v) || PROVINCE.test(v), M.badMunicipality))
        filters.municipality = {
          municipalities: set.filter((v) => MUNICIPALITY.test(v)),
          provinces: set.filter((v) => PROVINCE.test(v)),
        };
      return;
    case 'stars':
      if (every((v) => /^[1-7]$/.test(v), M.badStars)) filters.stars = set.map(Number);
      return;
    case 'classification':
      if (every((v) => CODE.test(v), M.badFilterValue)) filters.classification = set;
      return;
    case 'difficulty':
      if (every((v) => ['facile', 'media', 'difficile'].includes(v), M.badFilterValue))
        filters.difficulty = set;
      return;
    case 'dates': {
      const [from = '', to = ''] = values;
      if (values.length > 2 || [from, to].some((v) => v !== '' && !validDate(v))) return fail(M.badDate);
      if (from && to && from > to) return fail(M.badRange);
      filters.dates = { from: from || null, to: to || null };
      return;
    }
    case 'price':
    case 'length':
    case 'ascent': {
      const range = numberRange(values, fail);
      if (range) filters[filter.key] = range;
      return;
    }
    case 'geolocation': {
      const n = values.map(Number);
      const box = Box.safeParse({ south: n[0], west: n[1], north: n[2], east: n[3] });
      if (values.length !== 4 || !values.every((v) => NUMBER.test(v)) || !box.success) return fail(M.badBox);
      filters.geolocation = box.data;
      return;
    }
  }
}

/** SearchInput with every filter value checked and typed, and the tab configuration matched. */
export const ExploreSearchInput = SearchInput.transform((input, ctx): ParsedSearch => {
  const issues: Issue[] = [];
  const filters: SearchFilters = {};
  const selected: ParsedSearch['selected'] = {};
  input.filters.forEach((filter, i) => {
    if (selected[filter.key]) return issues.push({ message: M.duplicateFilter, path: ['filters', i, 'key'] });
    selected[filter.key] = filter.values;
    readFilter(filter, filters, (message) => void issues.push({ message, path: ['filters', i, 'values'] }));
  });
  if (input.config && input.config !== `make_iat_${input.category}`)
    issues.push({ message: M.badConfig, path: ['config'] });
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue, input });
  return {
    query: input.query,
    words: searchWords(input.query).filter((w) => w.length >= MIN_WORD),
    category: EXPLORE_CATEGORIES.find((c) => c.name === input.category)!,
    filters,
    selected,
    page: input.page,
    loadMore: input.loadMore ?? null,
    locale: input.locale,
    sort: input.sort,
  };
});
export type ExploreSearchInput = z.input<typeof ExploreSearchInput>;
