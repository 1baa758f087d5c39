/** "Hotel Bellavista – Siena" → "hotel-bellavista-siena" (the same rule as the user slug of the shell). */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The first of base, base-2, base-3 … that `taken` does not know; "gruppo" when base is empty. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = (slugify(base) || 'gruppo').slice(0, 60).replace(/-+$/, '');
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
