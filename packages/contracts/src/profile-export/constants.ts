import { z } from '../z.js';

/**
 * What an export can be asked for (formats, sections, periods, the window's limit) and how its file
 * is written (spec 2 §5, §9).
 */

export const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS, { error: 'Formato: valore non valido' });
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The groups of columns of an individual export; `visita` is always written. */
export const EXPORT_SECTIONS = ['visita', 'provenienza', 'gruppo', 'interessi', 'contatti'] as const;
export const ExportSection = z.enum(EXPORT_SECTIONS, { error: 'Sezioni: valore non valido' });
export type ExportSection = z.infer<typeof ExportSection>;

export const EXPORT_PERIODS = ['lastweek', 'lastmonth', 'last3months', 'custom'] as const;
export const ExportPeriod = z.enum(EXPORT_PERIODS);
export type ExportPeriod = z.infer<typeof ExportPeriod>;

export const MaxDateSelectable = z.enum(['1year', '3months']);
export type MaxDateSelectable = z.infer<typeof MaxDateSelectable>;

/** Format of from and to in every export call (spec 2 §3 "Export params", §9). */
export const EXPORT_DATE_FORMAT = 'DD-MM-YYYY HH:mm';
/** Name of the file when the reply names none (spec 2 §7, §9). */
export const EXPORT_DEFAULT_FILE_NAME = 'export.csv';
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = {
  json: 'json',
  csv: 'csv',
  xlsx: 'xlsx',
};
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
