import { buildSchema } from 'graphql';
import type { z } from 'zod';
import type { PartnerKeyGrants } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { CatalogueQuery, ContentsQuery, ItemParams } from './public-api.schema.js';
import type { PublicAsset, PublicContent } from './public-api.schema.js';
import { cataloguePage, contentsPage, oneAsset, oneContent } from './public-api.service.js';

/**
 * The partners' GraphQL schema (issue 38, "A GraphQL endpoint on the same grants") and its root
 * resolvers. They call the REST routes' services with the key's grants, after the REST routes' zod
 * schemas parsed their arguments: the same rows, limits, refusals and messages; GraphQL only
 * chooses which of the presented fields go out.
 *
 * Texts are a list, one entry per language, not an object with a field per language: the list
 * holds the key's languages and nothing else, where fixed it/en/fr/de/es fields would show every
 * partner languages it is never given, and their null would not say "not granted" apart from
 * "not translated". A field the grant leaves out (omittedFields) is null.
 */
export const PUBLIC_API_GRAPHQL_SDL = /* GraphQL */ `
  "Lingua dei testi / Language of the texts"
  enum Lang {
    it
    en
    fr
    de
    es
  }

  type Query {
    "Contenuti pubblicati dei tipi concessi, i più recenti prima; next va passato come cursor / Published contents of the granted types, newest first; pass next as cursor"
    contents(
      type: [String!]
      lang: Lang
      updatedSince: String
      q: String
      cursor: String
      limit: Int
    ): ContentPage!
    "Un contenuto pubblicato; null (con un errore not_found) se non c'è o non è concesso / One published content; null (with a not_found error) when missing or not granted"
    content(id: Int!, lang: Lang): Content
    "La ricerca del catalogo; bbox è sud,ovest,nord,est in gradi / The catalogue search; bbox is south,west,north,east in degrees"
    catalogue(
      q: String
      type: [String!]
      municipality: [String!]
      bbox: String
      cursor: String
      limit: Int
      lang: Lang
    ): CataloguePage!
    "Un elemento del catalogo; null (con un errore not_found) se non c'è / One catalogue item; null (with a not_found error) when missing"
    asset(id: Int!, lang: Lang): Asset
  }

  type ContentPage {
    items: [Content!]!
    next: String
  }

  "I campi esclusi dalla chiave sono null / Fields the key leaves out are null"
  type Content {
    id: Int!
    type: String!
    slug: String!
    updatedAt: String!
    langs: [Lang!]!
    "Solo le lingue della chiave / Only the key's languages"
    texts: [ContentText!]!
    image: Image
    locations: [Location!]
    dates: [String!]
    expiresOn: String
    contacts: [Contact!]
    price: Price
    documents: [Document!]
  }

  type ContentText {
    lang: Lang!
    title: String!
    subtitle: String
    summary: String
    "HTML ripulito / Sanitised HTML"
    body: String
  }
  type Image {
    src: String!
    alt: String!
  }
  type Location {
    address: String!
    lat: Float
    lng: Float
  }
  type Contact {
    phone: String
    email: String
    website: String
  }
  type Price {
    amount: Float
    free: Boolean!
  }
  type Document {
    name: String!
    url: String!
  }

  type CataloguePage {
    items: [Asset!]!
    total: Int!
    next: String
    facets: Facets!
  }
  type Facets {
    types: [TypeCount!]!
    municipalities: [MunicipalityCount!]!
  }
  type TypeCount {
    value: String!
    count: Int!
  }
  type MunicipalityCount {
    code: String!
    name: String!
    count: Int!
  }

  "I campi esclusi dalla chiave sono null / Fields the key leaves out are null"
  type Asset {
    id: Int!
    type: String!
    updatedAt: String!
    langs: [Lang!]!
    "Solo le lingue della chiave / Only the key's languages"
    texts: [AssetText!]!
    municipality: Municipality
    location: Point
    image: Image
    dates: DateRange
    priceFrom: Float
  }

  type AssetText {
    lang: Lang!
    title: String!
    subtitle: String
    summary: String
    body: String
    price: String
  }
  type Municipality {
    code: String!
    name: String!
  }
  type Point {
    lat: Float!
    lng: Float!
  }
  type DateRange {
    from: String
    to: String
  }
`;

export const publicApiSchema = buildSchema(PUBLIC_API_GRAPHQL_SDL);

/** GraphQL clients send null for an argument left out: the zod defaults apply to both. */
const withoutNulls = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));

/** A list argument as the REST parameter it stands for (comma-separated), so one schema bounds both. */
const commaList = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

/** The arguments parsed by the REST schema, or a 400 whose message and field name the bad one. */
function parseArgs<S extends z.ZodType>(schema: S, args: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(withoutNulls(args));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'query');
  throw badRequest(issue.message, { [field]: issue.message });
}

/** The presenter's texts record as the schema's list, in the order of `langs`. */
const textsOf = <T>(item: { langs: readonly string[]; texts: Partial<Record<string, T>> }) =>
  item.langs.map((lang) => ({ lang, ...item.texts[lang]! }));

const contentOut = (item: PublicContent) => ({ ...item, texts: textsOf(item) });
const assetOut = (item: PublicAsset) => ({ ...item, texts: textsOf(item) });

type Args = Record<string, unknown>;

// Built once: zod compiles a schema's parser at its first use (explore-schema.ts measured it).
const ContentArgs = ItemParams.extend(ContentsQuery.pick({ lang: true }).shape);
const AssetArgs = ItemParams.extend(CatalogueQuery.pick({ lang: true }).shape);

/** The root of every operation, bound to the request's key. */
export function publicApiRoot(db: Db, grants: PartnerKeyGrants) {
  return {
    contents: async (args: Args) => {
      const q = parseArgs(ContentsQuery, { ...args, type: commaList(args.type) });
      const page = await contentsPage(db, grants, q);
      return { ...page, items: page.items.map(contentOut) };
    },
    content: async (args: Args) => {
      const { id, lang } = parseArgs(ContentArgs, args);
      return contentOut(await oneContent(db, grants, id, lang));
    },
    catalogue: async (args: Args) => {
      const q = parseArgs(CatalogueQuery, {
        ...args,
        type: commaList(args.type),
        municipality: commaList(args.municipality),
      });
      const page = await cataloguePage(db, grants, q);
      return { ...page, items: page.items.map(assetOut) };
    },
    asset: async (args: Args) => {
      const { id, lang } = parseArgs(AssetArgs, args);
      return assetOut(await oneAsset(db, grants, id, lang));
    },
  };
}
