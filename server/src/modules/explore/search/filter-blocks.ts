import type { FilterBlock, FilterName, FilterOption } from '@sportello/contracts';
import type { MunicipalityPlace } from '../../places/index.js';
import { FILTER_LABELS as L } from '../explore.messages.js';
import type { OptionColumn, RangeColumn } from './search.repo.js';

/**
 * The filter bar's blocks (spec 2 §3 "Search filter block") from the counted options and the
 * ranges' bounds: municipalities nested under their provinces, stars, classifications and
 * difficulties with their counts, the ranges with their bounds, and the chosen values.
 */

/** Options filters and the column their values are counted on. */
export const OPTION_COLUMNS: Partial<Record<FilterName, OptionColumn>> = {
  municipality: 'a.municipalityCode',
  stars: 'a.stars',
  classification: 'a.classification',
  difficulty: 'a.difficulty',
};

export const RANGE_COLUMNS: Partial<Record<FilterName, RangeColumn>> = {
  price: 'priceFrom',
  length: 'lengthKm',
  ascent: 'ascentM',
};

/** The dropdown shows the first three chosen options when closed. */
const PREVIEW = { ...L.preview, max: 3 };

export interface BlockInput {
  counts: Map<string, number>;
  selected: string[];
  bounds?: { min: number; max: number };
  municipalities: Map<string, MunicipalityPlace>;
}

const option = (value: string, label: string, count: number, selected: string[]): FilterOption => ({
  label,
  value,
  count,
  selected: selected.includes(value),
});

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, 'it');

/** Provinces (groupItem) holding their municipalities; a chosen one stays listed even at zero. */
function municipalityOptions({ counts, selected, municipalities }: BlockInput): FilterOption[] {
  const codes = new Set([...counts.keys(), ...selected.filter((v) => /^\d{6}$/.test(v))]);
  const provinces = new Map<string, FilterOption & { options: FilterOption[] }>();
  for (const code of codes) {
    const place = municipalities.get(code);
    if (!place) continue;
    const n = counts.get(code) ?? 0;
    const province = provinces.get(place.provinceCode) ?? {
      ...option(place.provinceCode, place.provinceName, 0, selected),
      groupItem: true,
      options: [],
    };
    province.count += n;
    province.options.push(option(code, place.name, n, selected));
    provinces.set(place.provinceCode, province);
  }
  return [...provinces.values()].sort(byLabel).map((p) => ({ ...p, options: p.options.sort(byLabel) }));
}

const humanize = (code: string) => (code.charAt(0).toUpperCase() + code.slice(1)).replace(/_/g, ' ');

/** A star rating is 1 or more: rank 0 is an unclassified place (a holiday flat), not "0 stelle". */
const isStarRating = (v: string) => Number(v) >= 1;

function valueOptions(name: FilterName, { counts, selected }: BlockInput): FilterOption[] {
  const values = [...new Set([...counts.keys(), ...selected])];
  if (name === 'stars')
    return values
      .filter(isStarRating)
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => ({ ...option(v, L.stars.option(Number(v)), counts.get(v) ?? 0, selected), icon: 'star' }));
  if (name === 'difficulty') {
    const order = Object.keys(L.difficulties);
    return values
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map((v) => option(v, L.difficulties[v] ?? humanize(v), counts.get(v) ?? 0, selected));
  }
  return values
    .map((v) => option(v, L.classifications[v] ?? humanize(v), counts.get(v) ?? 0, selected))
    .sort(byLabel);
}

export function filterBlock(name: FilterName, input: BlockInput): FilterBlock {
  const values = input.selected;
  const [from = '', to = ''] = values;
  switch (name) {
    case 'municipality':
      return {
        name,
        type: 'options',
        ...L.municipality,
        preview: PREVIEW,
        options: municipalityOptions(input),
        values,
      };
    case 'stars':
    case 'classification':
    case 'difficulty':
      return {
        name,
        type: 'options',
        label: L[name].label,
        ...(name === 'classification' ? { placeholder: L.classification.placeholder } : {}),
        preview: PREVIEW,
        options: valueOptions(name, input),
        values,
      };
    case 'dates':
      return {
        name,
        type: 'dateRange',
        label: L.dates.label,
        names: { from: L.dates.from, to: L.dates.to },
        value: { from, to },
        values,
      };
    case 'price':
    case 'length':
    case 'ascent': {
      const l = L[name];
      return {
        name,
        type: 'range',
        label: l.label,
        names: { from: l.from, to: l.to },
        unit: l.unit,
        ...(input.bounds ? { bounds: input.bounds } : {}),
        value: { from, to },
        values,
      };
    }
    case 'geolocation':
      return { name, type: 'geolocation', label: L.geolocation.label, noindex: true, values };
  }
}
