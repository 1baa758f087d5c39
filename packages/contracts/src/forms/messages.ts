/**
 * Italian texts of the form engine, in one place (docs/architecture.md). The strings quoted by the spec
 * are verbatim; the others follow the same register ("{label}: …", as the required message does).
 */

/** Read-only view of an empty value (spec 1 §3, spec 3 §8). */
export const NOT_FILLED = 'Non compilato';
/** A value that is not among the field's options (spec 2 §8 "Unknown option"). */
export const NOT_FOUND = 'Non trovato';
/** Picker limit reached, unless the field has its own limitLabel (spec 1 §5, §8). */
export const FILE_LIMIT_MESSAGE = 'Hai raggiunto il limite massimo di immagini selezionabili';
/** A template's default error label: the snackbar of an invalid submission (spec 1 §4, §8). */
export const TEMPLATE_ERROR_LABEL = 'Controlla i campi evidenziati.';
export const YES = 'Sì';
export const NO = 'No';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const formMessages = {
  required: (label: string) => `${label}: campo obbligatorio`,
  notANumber: (label: string) => `${label}: inserire un numero intero`,
  invalidDate: (label: string) => `${label}: data non valida`,
  dateBefore: (label: string, min: string) => `${label}: la data non può essere precedente al ${min}`,
  dateAfter: (label: string, max: string) => `${label}: la data non può essere successiva al ${max}`,
  invalidPhone: (label: string) => `${label}: numero di telefono non valido`,
  invalidEmail: (label: string) => `${label}: indirizzo email non valido`,
  invalidUrl: (label: string) => `${label}: indirizzo web non valido`,
  invalidOption: (label: string) => `${label}: opzione non valida`,
  invalidValue: (label: string) => `${label}: valore non valido`,
  minLength: (label: string, n: number) => `${label}: almeno ${plural(n, 'carattere', 'caratteri')}`,
  maxLength: (label: string, n: number) => `${label}: al massimo ${plural(n, 'carattere', 'caratteri')}`,
  minSelection: (label: string, n: number) => `${label}: seleziona almeno ${plural(n, 'opzione', 'opzioni')}`,
  maxSelection: (label: string, n: number) =>
    `${label}: seleziona al massimo ${plural(n, 'opzione', 'opzioni')}`,
  minItems: (label: string, n: number) => `${label}: almeno ${plural(n, 'elemento', 'elementi')}`,
  maxItems: (label: string, n: number) => `${label}: al massimo ${plural(n, 'elemento', 'elementi')}`,
} as const;
