import type { Db } from '../db/connect.js';

/**
 * The origins the app's pages may frame besides their own (CSP frame-src): each area that frames
 * another site registers where it reads them (the dashboards: the dashboard templates' external
 * addresses), so the page's policy follows the data and nothing else. Read at each page load.
 */
export type FrameSources = (db: Db) => Promise<string[]>;

const sources: FrameSources[] = [];

export function registerFrameSources(source: FrameSources): void {
  if (!sources.includes(source)) sources.push(source);
}

/** Every registered origin, once each, in a stable order. */
export async function frameSourcesOf(db: Db): Promise<string[]> {
  const all = await Promise.all(sources.map((s) => s(db)));
  return [...new Set(all.flat())].sort();
}
