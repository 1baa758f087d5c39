import { buildSchema } from 'graphql';
import { z } from 'zod';
import { AssetType, EXPLORE_GRAPHQL_SDL, ExploreLocale } from '@sportello/contracts';
import { AppError, badRequest } from '../../../platform/http/errors.js';
import { EXPLORE_MESSAGES as M } from '../explore.messages.js';
import {
  assetById,
  assetByRes,
  assetsByIds,
  categoryFacets,
  filterBlocks,
  searchPage,
  type ExploreScope,
} from '../explore.service.js';
import { ExploreSearchInput } from '../search/search-request.js';

/**
 * The schema the explore screen queries (EXPLORE_GRAPHQL_SDL, shared with the web) and its root
 * resolvers. Every argument is parsed by zod before a service runs, so a bad value answers 400 with
 * the field named ("input.filters.0.values"), whether it came as a variable or written inline.
 */
export const exploreSchema = buildSchema(EXPLORE_GRAPHQL_SDL);

const AssetId = z.string().regex(/^\d{1,12}$/, M.badId);
const Locale = ExploreLocale.nullish().transform((l) => l ?? 'it');
const AssetArgs = z
  .object({
    id: AssetId.nullish(),
    /** A list's element points at its asset by the source's id and the type. */
    resId: z.string().trim().min(1, M.badId).max(120, M.badId).nullish(),
    type: AssetType.nullish(),
    locale: Locale,
  })
  .refine((a) => !!a.id || (!!a.resId && !!a.type), { message: M.badId, path: ['id'] });
const AssetsArgs = z.object({ ids: z.array(AssetId).max(200), locale: Locale });

/** Parses the arguments, or throws a 400 whose fields name each bad one by its path. */
function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'input'] ??= issue.message;
  throw badRequest(Object.values(fields)[0]!, fields);
}

/** GraphQL clients send null for an optional value left out: the defaults apply to both. */
const withoutNulls = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
    : value;

/** The variables of a search, as any SearchInput argument or variable is read. */
export const SearchInputArg = z.preprocess(withoutNulls, ExploreSearchInput);

// Built once: zod compiles a schema's parser at its first use, which cost every search request a
// few per cent of its CPU when the object was built per call.
const SearchArgs = z.object({ input: SearchInputArg });
const searchArgs = (args: unknown) => parseArgs(SearchArgs, args).input;

/** A service's error about a field of the search ("loadMore") named as the argument's ("input.loadMore"). */
async function underInput<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [`input.${k}`, v]));
    throw new AppError(err.code, err.status, err.message, fields);
  }
}

/** The root of every operation, bound to the request's scope. */
export function exploreRoot(scope: ExploreScope) {
  return {
    categories: (args: unknown) => categoryFacets(scope, searchArgs(args)),
    filters: (args: unknown) => filterBlocks(scope, searchArgs(args)),
    search: (args: unknown) => underInput(searchPage(scope, searchArgs(args))),
    asset: (args: unknown) => {
      const { id, resId, type, locale } = parseArgs(AssetArgs, args);
      if (id) return assetById(scope, Number(id), type ?? null, locale);
      return assetByRes(scope, resId!, type!, locale);
    },
    assets: (args: unknown) => {
      const { ids, locale } = parseArgs(AssetsArgs, args);
      return assetsByIds(scope, ids.map(Number), locale);
    },
  };
}
