/**
 * Pasted HTML reduced to what the rich-text field allows (spec 1 §5): p, br, b, i, u, ul, ol, li,
 * a, strong. Other elements are flattened to their text (block elements become paragraphs, so
 * lines do not run together); scripts, styles and embeds go with their content; every attribute
 * goes except a link's http(s), mailto or tel address.
 */
export const ALLOWED_PASTE_TAGS = new Set(['P', 'BR', 'B', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'STRONG']);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'META', 'LINK', 'SVG', 'MATH', 'IMG', 'VIDEO', 'AUDIO', 'CANVAS', 'INPUT', 'BUTTON', 'SELECT', 'TEXTAREA']); // prettier-ignore
const BLOCKS = new Set(['DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'ASIDE', 'TR', 'DT', 'DD', 'FIGCAPTION', 'ADDRESS']); // prettier-ignore
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

export function filterPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}

function clean(parent: Element, doc: Document): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED.has(tag)) {
      el.remove();
      continue;
    }
    clean(el, doc);
    if (ALLOWED_PASTE_TAGS.has(tag)) {
      const href = tag === 'A' ? el.getAttribute('href')?.trim() : undefined;
      for (const attr of Array.from(el.attributes)) el.removeAttribute(attr.name);
      if (href && SAFE_HREF.test(href)) el.setAttribute('href', href);
      continue;
    }
    if (BLOCKS.has(tag)) {
      const p = doc.createElement('p');
      p.append(...Array.from(el.childNodes));
      el.replaceWith(p);
    } else {
      el.replaceWith(...Array.from(el.childNodes));
    }
  }
}
