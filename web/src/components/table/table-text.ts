import type { TableCellValue, TableColumn, TableRow, TableTemplate } from '@sportello/contracts';

/** A template text with its {{placeholders}} filled ({{name}}, {{query}}). */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A cell as plain text (for names in labels and confirms). */
export function cellText(value: TableCellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The row's name: its first title column, else its first column. */
export function titleOf(columns: TableColumn[], cells: Record<string, TableCellValue>): string {
  const column = columns.find((c) => c.kind === 'title') ?? columns[0];
  return column ? cellText(cells[column.key]) : '';
}

/** What a click on the row does: config.rowClick by status, else its default (null: nothing). */
export function rowClickAction(template: TableTemplate, row: TableRow): string | null {
  const { byStatus, default: fallback } = template.config.rowClick;
  return byStatus[String(row.status)] ?? fallback;
}
