export type PageLink = number | 'gap';

/**
 * The page links of a pagination: the first and the last page always, up to `maxLinks` pages
 * around the current one between them, and a gap ("…") where pages are left out.
 * pageLinks(7, 20, 4) → [1, 'gap', 6, 7, 8, 9, 'gap', 20].
 */
export function pageLinks(current: number, total: number, maxLinks: number): PageLink[] {
  if (total <= 1) return [1];
  if (total <= maxLinks + 2) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  let start = page - Math.floor((maxLinks - 1) / 2);
  let end = start + maxLinks - 1;
  if (start < 2) {
    start = 2;
    end = start + maxLinks - 1;
  }
  if (end > total - 1) {
    end = total - 1;
    start = end - maxLinks + 1;
  }
  // A gap never hides a single page: that page is shown instead.
  const links: PageLink[] = [1];
  if (start === 3) links.push(2);
  else if (start > 3) links.push('gap');
  for (let n = start; n <= end; n++) links.push(n);
  if (end === total - 2) links.push(total - 1);
  else if (end < total - 2) links.push('gap');
  links.push(total);
  return links;
}
