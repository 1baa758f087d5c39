/**
 * A profile's readable code: office prefix, year, counter (`FI-2026-000123`). The prefix is the
 * office's province (offices of one province still differ: codes are unique per office).
 */
export function codePrefix(group: { slug: string; province: string }): string {
  const province = group.province
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (province.length >= 2) return province.slice(0, 2);
  return (
    group.slug
      .replace(/^iat-/, '')
      .toUpperCase()
      .replace(/[^A-Z]/g, '') + 'XX'
  ).slice(0, 2);
}

export const formatCode = (prefix: string, year: number, counter: number) =>
  `${prefix}-${year}-${String(counter).padStart(6, '0')}`;
