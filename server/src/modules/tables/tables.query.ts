import type { TableTemplate } from '@sportello/contracts';
import { badRequest } from '../../platform/http/errors.js';
import { TABLES_MESSAGES } from './tables.messages.js';

/** A page call's parameters, checked against the table's template. */
export interface TableQuery {
  page: number;
  itemsPerPage: number;
  offset: number;
  /** A column key the template marks sortable. */
  sort: string;
  direction: 'asc' | 'desc';
  /** Trimmed; '' when none. */
  search: string;
  /** Filter name → one of its options' values; absent filters are not set. */
  filters: Record<string, string>;
}

const MAX_SEARCH = 100;
const MAX_PAGE = 100_000;

/**
 * Reads page, sort, direction, search and filters by the names the template gives them. Anything
 * else in the query (env, v, url-param-* copies) is not the table's business and is left alone;
 * a bad value of a table parameter is a 400 naming it.
 */
export function parseTableQuery(template: TableTemplate, raw: Record<string, unknown>): TableQuery {
  const text = (name: string): string => {
    const value = raw[name];
    if (Array.isArray(value)) return String(value[value.length - 1] ?? '');
    return value === undefined || value === null ? '' : String(value);
  };
  const fields: Record<string, string> = {};

  const { pageParam, itemsPerPage } = template.pagination;
  const pageText = text(pageParam).trim();
  const page = pageText === '' ? 1 : Number(pageText);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) fields[pageParam] = TABLES_MESSAGES.badPage;

  const { sortParam, directionParam, defaultSort, defaultDirection } = template.sortable;
  const sortable = new Set(template.columns.filter((c) => c.sortable && !c.injected).map((c) => c.key));
  const sort = text(sortParam).trim() || defaultSort;
  if (!sortable.has(sort) && sort !== defaultSort) fields[sortParam] = TABLES_MESSAGES.badSort;
  const directionText = text(directionParam).trim().toLowerCase() || defaultDirection;
  if (directionText !== 'asc' && directionText !== 'desc')
    fields[directionParam] = TABLES_MESSAGES.badDirection;

  const search = template.search ? text(template.search.name).trim() : '';
  if (search.length > MAX_SEARCH) fields[template.search!.name] = TABLES_MESSAGES.searchTooLong(MAX_SEARCH);

  const filters: Record<string, string> = {};
  for (const filter of template.filters) {
    const value = text(filter.name).trim();
    if (!value) continue;
    if (!filter.options.some((o) => o.value === value))
      fields[filter.name] = TABLES_MESSAGES.badFilter(filter.label);
    else filters[filter.name] = value;
  }

  const problems = Object.values(fields);
  if (problems.length) throw badRequest(problems.join(' '), fields);
  return {
    page,
    itemsPerPage,
    offset: (page - 1) * itemsPerPage,
    sort,
    direction: directionText as 'asc' | 'desc',
    search,
    filters,
  };
}
