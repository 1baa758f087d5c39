import { createHash } from 'node:crypto';
import type { RenderBlock, RenderImage, RenderSection, RenderedContent } from './content.blocks.js';
import { LANGUAGE_NAMES, RENDER_MESSAGES as R } from './content-list.messages.js';

/**
 * The preview page (spec 1 §2 "Content preview"): a standalone HTML document showing one language
 * of a content as the portal would, for the preview frame. Every text is escaped, rich text was
 * sanitised by the renderer, and the page allows nothing but its own style and same-origin images.
 */

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#1f2933;background:#fff;line-height:1.6}
article{max-width:820px;margin:0 auto;padding:0 24px 48px}
.cover{display:block;width:100%;max-height:420px;object-fit:cover;margin:0 0 24px}
.kicker{margin:24px 0 4px;color:#8a3b12;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase}
h1{margin:0 0 8px;font-size:2.2rem;line-height:1.2}
.tagline{margin:0 0 4px;font-size:1.1rem;font-weight:bold;color:#8a3b12}
.subtitle{margin:0 0 16px;font-size:1.2rem;color:#52606d}
.lead{font-size:1.1rem;color:#323f4b}
section{margin:32px 0 0}
h2{margin:0 0 8px;font-size:1.5rem;line-height:1.3}
h3{margin:24px 0 8px;font-size:1.15rem}
.eyelet{margin:0;color:#8a3b12;font-size:.85rem;text-transform:uppercase;letter-spacing:.05em}
.marker{display:inline-flex;align-items:center;justify-content:center;min-width:2em;height:2em;margin-right:.5em;border-radius:50%;background:#8a3b12;color:#fff;font-size:.9rem;vertical-align:middle}
.number{color:#8a3b12;margin-right:.35em}
dl{display:grid;grid-template-columns:minmax(120px,max-content) 1fr;gap:4px 16px;margin:16px 0}
dt{font-weight:bold}dd{margin:0}
.label{font-weight:bold;margin:16px 0 0}
.images{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px;margin:16px 0}
figure{margin:0}figure img{width:100%;height:180px;object-fit:cover;display:block}
figcaption{font-size:.75rem;color:#616e7c}
.tags span{display:inline-block;margin:0 8px 8px 0;padding:2px 10px;border-radius:12px;background:#f0e4dc}
hr{border:0;border-top:1px solid #cbd2d9;margin:24px 0}
a{color:#8a3b12}
`;

const styleHash = createHash('sha256').update(CSS).digest('base64');

/** Nothing runs, nothing is fetched but same-origin images and the page's own style. */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Image sources the page may show: the server's own paths (the CSP refuses anything else anyway). */
const safeSrc = (src: string) => (/^\/(?!\/)/.test(src) ? src : '');
const safeHref = (url: string) => (/^(https?:|mailto:)/i.test(url) ? url : '');

function image(img: RenderImage, className = ''): string {
  const src = safeSrc(img.src);
  if (!src) return '';
  const cls = className ? ` class="${className}"` : '';
  return `<img${cls} src="${escapeHtml(src)}" alt="${escapeHtml(img.alt)}">`;
}

function block(b: RenderBlock): string {
  switch (b.kind) {
    case 'rich':
      return `${b.label ? `<p class="label">${escapeHtml(b.label)}</p>` : ''}<div>${b.text.html}</div>`;
    case 'text':
      return `<p>${escapeHtml(b.text)}</p>`;
    case 'heading':
      return `<h3>${escapeHtml(b.text)}</h3>`;
    case 'facts':
      return `<dl>${b.items
        .map(
          (f) =>
            `${f.label ? `<dt>${escapeHtml(f.label)}</dt>` : '<dt></dt>'}<dd>${f.lines.map(escapeHtml).join('<br>')}</dd>`,
        )
        .join('')}</dl>`;
    case 'images': {
      const figures = b.images
        .map((img) => {
          const tag = image(img);
          if (!tag) return '';
          const caption = img.copyright ? `<figcaption>© ${escapeHtml(img.copyright)}</figcaption>` : '';
          return `<figure>${tag}${caption}</figure>`;
        })
        .join('');
      return figures ? `<div class="images">${figures}</div>` : '';
    }
    case 'link': {
      const href = safeHref(b.url);
      return href
        ? `<p><a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(b.label)}</a></p>`
        : `<p>${escapeHtml(b.url)}</p>`;
    }
    case 'tags':
      return `<p class="tags">${b.items.map((t) => `<span>${escapeHtml(t)}</span>`).join('')}</p>`;
    case 'divider':
      return '<hr>';
  }
}

function section(s: RenderSection): string {
  const marker = s.marker !== null ? `<span class="marker">${s.marker}</span>` : '';
  const number = s.number !== null ? `<span class="number">${s.number}.</span>` : '';
  const eyelet = s.eyelet ? `<p class="eyelet">${escapeHtml(s.eyelet)}</p>` : '';
  const heading = s.heading ? `${eyelet}<h2>${marker}${number}${escapeHtml(s.heading)}</h2>` : eyelet;
  return `<section>${heading}${s.blocks.map(block).join('')}</section>`;
}

export function previewHtml(content: RenderedContent): string {
  const cover = content.cover ? image(content.cover, 'cover') : '';
  return `<!doctype html>
<html lang="${content.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
<style>${CSS}</style>
</head>
<body>
<article>
<header>${cover}<p class="kicker">${escapeHtml(content.typeName)} · ${escapeHtml(R.previewOf(LANGUAGE_NAMES[content.lang]))}</p>
${content.tagline ? `<p class="tagline">${escapeHtml(content.tagline)}</p>` : ''}<h1>${escapeHtml(content.title)}</h1>${content.subtitle ? `<p class="subtitle">${escapeHtml(content.subtitle)}</p>` : ''}${content.lead ? `<div class="lead">${content.lead.html}</div>` : ''}</header>
${content.sections.map(section).join('\n')}
</article>
</body>
</html>
`;
}
