import { SEEDED_CONTENTS } from './seeded-contents.js';
import type { SeededContentType } from './seeded-content-type.js';
import { SEEDED_GUIDES } from './seeded-guides.js';
import { SEEDED_REPORTS } from './seeded-reports.js';

export type { SeededContentType } from './seeded-content-type.js';

/**
 * The types the spec names (guide, report, itinerary with stages, bike itinerary, proposal, event,
 * offer, points of interest), with templates an Italian tourist board would use. Between them they
 * use every component type of spec 1 §3. The order is the types' position in the menus.
 */
export const SEEDED_CONTENT_TYPES: SeededContentType[] = [
  ...SEEDED_CONTENTS,
  ...SEEDED_GUIDES,
  ...SEEDED_REPORTS,
];
