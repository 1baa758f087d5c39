// The desk's reads of the regional bench (scripts/bench-region.mjs, the same requests as its rows):
// the content list deep in its pages, a rare and a common search, the explore screen's two queries,
// a category in a map box and an asset's page. Every request is checked once before it is measured.
import { EXPLORE_OPERATIONS } from '@sportello/contracts';

const BOX = ['43.7', '11.2', '43.8', '11.3']; // south, west, north, east: Florence

/** Sends a request once; fails loudly unless it answers 2xx with a page that passes `ok`. */
async function verify(base, row) {
  const res = await fetch(base + row.path, { method: row.method, headers: row.headers, body: row.body });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // refused below
  }
  if (!res.ok || !json || json.errors || (row.ok && !row.ok(json)))
    throw new Error(`${row.name}: HTTP ${res.status}, risposta inattesa: ${text.slice(0, 300)}`);
  return json;
}

/**
 * The mix's requests for autocannon (`requests`: each connection sends them in turn), built and
 * checked against `base`; `admin` and `operator` are the headers of two signed-in desks.
 */
export async function deskMix(base, { admin, operator }) {
  const adminGet = { ...admin };
  delete adminGet['content-type'];
  const list = (q) => `/api/content-list.json?env=make-iat&${q}`;
  const twenty = (j) => j.data.data.length === 20;
  const get = (name, path, ok) => ({ name, method: 'GET', path, headers: adminGet, ok });
  const gql = (name, op, variables, ok) => ({
    name,
    method: 'POST',
    path: '/api/graphql?env=make-iat',
    headers: operator,
    body: JSON.stringify({ query: EXPLORE_OPERATIONS[op], operationName: op, variables }),
    ok,
  });
  const input = {
    query: 'vigneti',
    category: 'accommodation',
    filters: [{ key: 'geolocation', values: BOX }],
  };
  const catBox = gql(
    'explore_cat_box',
    'ExploreResults',
    { input: { category: 'accommodation', filters: input.filters } },
    (j) => j.data.search.assets.length > 0,
  );
  const assetId = (await verify(base, catBox)).data.search.assets[0].id;
  const rows = [
    get('content_list_p51', list('contentType=evento&contentOrder=recent&contentPage=51'), twenty),
    get('content_search_rare', list('contentSearch=volterra'), twenty),
    get('content_search_common', list('contentSearch=col'), twenty),
    gql('explore_tabs', 'ExploreTabs', { input }, (j) => j.data.categories.length > 0),
    gql('explore_results', 'ExploreResults', { input }),
    catBox,
    gql(
      'explore_asset',
      'ExploreAsset',
      { id: String(assetId), type: null, locale: 'it' },
      (j) => j.data.asset,
    ),
  ];
  for (const row of rows) await verify(base, row);
  return rows;
}

/** The same requests, checked once more against another address (nginx, or another process). */
export async function verifyMix(base, rows) {
  for (const row of rows) await verify(base, row);
}
