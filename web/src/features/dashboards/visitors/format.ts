/** Figures the Italian way: 1.234, +12,5 %. */
// Grouped from the thousands (2.700): Italian's own rule would leave four digits ungrouped.
const INTEGER = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });
const PERCENT = new Intl.NumberFormat('it-IT', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

export const formatCount = (n: number) => INTEGER.format(n);

/** The change from last year, or null when last year had none (no ratio to speak of). */
export function formatChange(current: number, lastYear: number): string | null {
  if (lastYear === 0) return null;
  return PERCENT.format((current - lastYear) / lastYear);
}
