/**
 * "Hotel Bellavista – Siena" → "hotel-bellavista-siena", "operatore.siena" → "operatore-siena":
 * the one rule for group slugs and the user slug of the session.
 */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
