import { PROFILE_SOURCE_LABELS, partsOfInstant, type ExportSection } from '@sportello/contracts';

/**
 * The columns of an individual export by section, and how a raw row (export.repo's select, in its
 * order) becomes cells. `visita` is always written; contact cells only where the visitor gave
 * consent and the data were not erased.
 */
export interface ExportColumn {
  key: string;
  label: string;
  /** Text to be read as typed (a phone: "+39 …", a leading 0): the XLSX writes it in the Text format. */
  text?: true;
}

const COLUMNS: Record<ExportSection, ExportColumn[]> = {
  visita: [
    { key: 'codice', label: 'Codice' },
    { key: 'ufficio', label: 'Ufficio' },
    { key: 'data_visita', label: 'Data visita' },
    { key: 'profilazione', label: 'Profilazione' },
    { key: 'fonte', label: 'Fonte' },
  ],
  provenienza: [
    { key: 'provenienza', label: 'Provenienza' },
    { key: 'paese', label: 'Paese' },
    { key: 'regione', label: 'Regione' },
  ],
  gruppo: [{ key: 'persone', label: 'Numero di persone' }],
  interessi: [{ key: 'interessi', label: 'Interessi' }],
  contatti: [
    { key: 'nome_cognome', label: 'Nome e cognome' },
    { key: 'email', label: 'Email' },
    { key: 'telefono', label: 'Telefono', text: true },
  ],
};

const ORDER: ExportSection[] = ['visita', 'provenienza', 'gruppo', 'interessi', 'contatti'];

/** The sections written: the chosen ones in a fixed order, `visita` always. */
export function sectionsOf(chosen: readonly ExportSection[]): Set<ExportSection> {
  return new Set(ORDER.filter((s) => s === 'visita' || chosen.includes(s)));
}

export const columnsOf = (sections: ReadonlySet<ExportSection>): ExportColumn[] =>
  ORDER.filter((s) => sections.has(s)).flatMap((s) => COLUMNS[s]);

const PROFILED_LABEL: Record<string, string> = { profiled: 'Profilato', not_profiled: 'Non profilato' };
const SOURCE_LABEL: Record<string, string> = PROFILE_SOURCE_LABELS;
export const KIND_LABEL: Record<string, string> = { it: 'Italia', eu: 'Unione europea', eeu: 'Extra UE' };

/**
 * The visit's time written DD-MM-YYYY HH:mm in Europe/Rome. Rome is a whole number of hours off
 * UTC, so the day and hour are worked out once per stored UTC hour (Intl is far too slow to call
 * for each of a million rows) and the minutes copied from the stored instant.
 */
export function romeTimeWriter(): (iso: string) => string {
  const hours = new Map<string, string>();
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  return (iso) => {
    const key = iso.slice(0, 13);
    let prefix = hours.get(key);
    if (prefix === undefined) {
      const p = partsOfInstant(Date.parse(`${key}:00:00Z`));
      if (!p || iso[13] !== ':') return iso;
      prefix = `${pad(p.day)}-${pad(p.month)}-${p.year} ${pad(p.hour)}:`;
      hours.set(key, prefix);
    }
    return prefix + iso.slice(14, 16);
  };
}

export type Cell = string | number | null;

/** Names of the offices and of the stored option values: countries, regions, interests. */
export interface PlaceNames {
  office(id: number): string;
  country(code: string): string;
  region(code: string): string;
  interest(code: string): string;
}

function contactOf(json: unknown, consentAt: unknown, erasedAt: unknown): Record<string, unknown> | null {
  if (typeof json !== 'string' || !consentAt || erasedAt) return null;
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): Cell => (v === null || v === undefined || v === '' ? null : String(v));

/** A function from a raw row to its cells, for these sections. */
export function rowWriter(
  sections: ReadonlySet<ExportSection>,
  names: PlaceNames,
): (raw: unknown[]) => Cell[] {
  const time = romeTimeWriter();
  const interests = sections.has('interessi');
  const contacts = sections.has('contatti');
  return (r) => {
    const [code, office, visitedAt, profiled, source, kind, country, region, people] = r as [
      string,
      number,
      string,
      string,
      string,
      string | null,
      string | null,
      string | null,
      number,
    ];
    const cells: Cell[] = [
      code,
      names.office(office),
      time(visitedAt),
      PROFILED_LABEL[profiled] ?? profiled,
      SOURCE_LABEL[source] ?? source,
    ];
    if (sections.has('provenienza'))
      cells.push(
        kind ? (KIND_LABEL[kind] ?? kind) : null,
        kind === 'it' ? 'Italia' : country ? names.country(country) : null,
        region ? names.region(region) : null,
      );
    if (sections.has('gruppo')) cells.push(Number(people));
    let next = 9;
    if (interests) {
      const list = r[next++];
      cells.push(typeof list === 'string' && list ? list.split('|').map(names.interest).join(', ') : null);
    }
    if (contacts) {
      const c = contactOf(r[next], r[next + 1], r[next + 2]);
      cells.push(text(c?.contatti_nome_cognome), text(c?.contatti_email), text(c?.contatti_telefono));
    }
    return cells;
  };
}
