/**
 * The explore GraphQL API (POST /api/graphql, spec 2 §7): the schema the server executes and the
 * operations the explore screen sends, in one place so both ends agree. Variables are parsed by
 * the zod schemas of search.ts before any resolver runs; what the resolvers answer has the shapes
 * of Asset, SearchResultPage, CategoryFacet and FilterBlock.
 */

export const EXPLORE_GRAPHQL_PATH = '/api/graphql';

export const EXPLORE_GRAPHQL_SDL = /* GraphQL */ `
  "Any JSON value: the type-specific fields of an asset."
  scalar JSON

  input FilterInput {
    key: String!
    values: [String!]!
  }

  input SearchInput {
    query: String
    category: String
    filters: [FilterInput!]
    page: Int
    loadMore: String
    locale: String
    config: String
    sort: String
  }

  type Coord {
    lat: Float!
    lng: Float!
  }

  type Img {
    src: String!
    alt: String!
  }

  type Municipality {
    code: String!
    name: String!
    province: String!
  }

  type Asset {
    id: ID!
    resId: String!
    title: String!
    subtitle: String!
    type: String!
    category: String!
    href: String!
    source: String!
    locale: String!
    text: String!
    fulltext: String!
    langs: [String!]!
    img: Img
    coords: [Coord!]!
    price: String!
    info: String!
    profession: String!
    numTappe: Int
    municipality: Municipality
    status: Int!
    statusLabel: String
    distanceKm: Float
    fields: JSON!
  }

  type Pagination {
    current: Int!
    total: Int!
    rows: Int!
  }

  type SearchResultPage {
    totalCount: Int!
    nextPageToken: String
    pagination: Pagination!
    assets: [Asset!]!
    correctedQuery: String
  }

  type CategoryFacet {
    name: String!
    label: String!
    count: Int!
  }

  type FilterOption {
    label: String!
    value: String!
    count: Int!
    selected: Boolean!
    icon: String
    img: String
    forPreview: Boolean
    groupItem: Boolean
    options: [FilterOption!]
  }

  type FilterPreview {
    showAll: String!
    hideAll: String!
    filtered: String!
    max: Int!
  }

  type RangeNames {
    from: String!
    to: String!
  }

  type RangeValue {
    from: String!
    to: String!
  }

  type Bounds {
    min: Float!
    max: Float!
  }

  type FilterBlock {
    name: String!
    label: String!
    type: String!
    placeholder: String
    noindex: Boolean
    preview: FilterPreview
    options: [FilterOption!]
    names: RangeNames
    unit: String
    bounds: Bounds
    value: RangeValue
    values: [String!]
  }

  type Query {
    "The result-category tabs with how many results each holds for this query and these filters."
    categories(input: SearchInput!): [CategoryFacet!]!
    "The filter blocks of the input's category, with option counts for this query."
    filters(input: SearchInput!): [FilterBlock!]!
    "One page of results."
    search(input: SearchInput!): SearchResultPage!
    "One asset by id (or by its source's resId and its type), in the locale asked for (Italian when it lacks it), whatever its status."
    asset(id: ID, resId: String, type: String, locale: String): Asset
    "Assets by id in the order asked, whatever their status (for lists and favourites)."
    assets(ids: [ID!]!, locale: String): [Asset!]!
  }
`;

const ASSET_CARD = `id resId title subtitle type category href source locale text langs
  img { src alt } coords { lat lng } price info profession numTappe
  municipality { code name province } status statusLabel distanceKm fields`;

const FILTER_OPTION = 'label value count selected icon img forPreview groupItem';

/** The operations the explore screen sends (operation name = the key). */
export const EXPLORE_OPERATIONS = {
  ExploreTabs: `query ExploreTabs($input: SearchInput!) {
  categories(input: $input) { name label count }
}`,
  ExploreFilters: `query ExploreFilters($input: SearchInput!) {
  filters(input: $input) {
    name label type placeholder noindex
    preview { showAll hideAll filtered max }
    options { ${FILTER_OPTION} options { ${FILTER_OPTION} } }
    names { from to } unit bounds { min max } value { from to } values
  }
}`,
  ExploreResults: `query ExploreResults($input: SearchInput!) {
  search(input: $input) {
    totalCount nextPageToken correctedQuery
    pagination { current total rows }
    assets { ${ASSET_CARD} }
  }
}`,
  ExploreAsset: `query ExploreAsset($id: ID, $resId: String, $type: String, $locale: String) {
  asset(id: $id, resId: $resId, type: $type, locale: $locale) { ${ASSET_CARD} fulltext }
}`,
} as const;
export type ExploreOperationName = keyof typeof EXPLORE_OPERATIONS;
