import type { Mail } from './mail.js';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * An Italian e-mail from paragraphs (a paragraph of several lines keeps its line breaks) and an
 * optional link, as plain text and as HTML, signed "Sportello".
 */
export function composeMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), 'Sportello'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>Sportello</p>',
  ].join('\n');
  return { to, subject, text, html };
}
