import { insertAgendaPartner } from '../modules/agenda/index.js';
import { nowIso, type Db } from '../platform/db/connect.js';

/**
 * The agenda's demo partners (issue 36): for each office's town a museum, the transport, the
 * consortium, the municipality and one more, kept by that town's office; deterministic.
 */

type Town = { city: string; province: string; office: string; lat: number; lng: number; prefix: string };
const TOWNS: Town[] = [
  { city: 'Firenze', province: 'FI', office: 'iat-firenze', lat: 43.7696, lng: 11.2558, prefix: '055' },
  { city: 'Siena', province: 'SI', office: 'iat-siena', lat: 43.3188, lng: 11.3308, prefix: '0577' },
  { city: 'Pisa', province: 'PI', office: 'iat-pisa', lat: 43.7228, lng: 10.4017, prefix: '050' },
  { city: 'Lucca', province: 'LU', office: 'iat-lucca', lat: 43.8429, lng: 10.5027, prefix: '0583' },
  { city: 'Arezzo', province: 'AR', office: 'iat-arezzo', lat: 43.4633, lng: 11.8797, prefix: '0575' },
  { city: 'Grosseto', province: 'GR', office: 'iat-grosseto', lat: 42.7635, lng: 11.1124, prefix: '0564' },
  { city: 'Livorno', province: 'LI', office: 'iat-livorno', lat: 43.5485, lng: 10.3106, prefix: '0586' },
];

type Kind = 'museum' | 'transport' | 'consortium' | 'municipality' | 'other';
const PARTNERS: {
  kind: Kind;
  name: (c: string) => string;
  categories: string[];
  site: string;
  address: string;
}[] = [
  {
    kind: 'museum',
    name: (c) => `Museo Civico di ${c}`,
    categories: ['cultura'],
    site: 'museo',
    address: 'Piazza del Popolo 2',
  },
  {
    kind: 'transport',
    name: (c) => `Autolinee ${c}`,
    categories: ['mobilita'],
    site: 'autolinee',
    address: 'Viale della Stazione 10',
  },
  {
    kind: 'consortium',
    name: (c) => `Consorzio Turistico ${c}`,
    categories: ['accoglienza', 'eventi'],
    site: 'consorzio',
    address: 'Via Roma 15',
  },
  {
    kind: 'municipality',
    name: (c) => `Comune di ${c}`,
    categories: ['servizi'],
    site: 'comune',
    address: 'Piazza del Municipio 1',
  },
  {
    kind: 'other',
    name: (c) => `Enoteca Pubblica di ${c}`,
    categories: ['enogastronomia'],
    site: 'enoteca',
    address: 'Via del Vino 3',
  },
];

export async function seedDemoAgenda(db: Db, groupId: (slug: string) => number): Promise<number> {
  const now = nowIso();
  let n = 0;
  for (const [t, town] of TOWNS.entries()) {
    for (const [i, p] of PARTNERS.entries()) {
      const key = town.city.toLowerCase();
      const phone = `+39-${town.prefix}${String(200000 + t * 1000 + i * 37).slice(0, 6)}`;
      await insertAgendaPartner(
        db,
        groupId(town.office),
        null,
        {
          kind: p.kind,
          name: p.name(town.city),
          email: `info@${p.site}-${key}.example`,
          phone,
          website: `https://www.${p.site}-${key}.example`,
          address: `${p.address}, ${town.city}`,
          city: town.city,
          province: town.province,
          lat: Number((town.lat + (i - 2) * 0.0031).toFixed(5)),
          lng: Number((town.lng + ((i % 3) - 1) * 0.0042).toFixed(5)),
          notes: '',
          categories: p.categories,
          valuesJson: '{}',
        },
        now,
      );
      n++;
    }
  }
  return n;
}
