import { slugify } from '../../platform/text/slug.js';

export { slugify };

/** The first of base, base-2, base-3 … that `taken` does not know; "gruppo" when base is empty. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = (slugify(base) || 'gruppo').slice(0, 60).replace(/-+$/, '');
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
