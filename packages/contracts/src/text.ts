// Text helpers without schemas, for screens that must not load zod.

/** Text of rich text without tags and entities: rich-text limits count what the reader sees (spec 1 §5). */
export function plainTextOf(html: string): string {
  const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '');
}
