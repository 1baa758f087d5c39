import type sanitizeHtml from 'sanitize-html';
import { requireSanitizeHtml } from '../lazy/libraries.js';

/**
 * The one rich-text sanitiser (DESIGN §2): what TipTap writes and what the paste filter keeps —
 * p, br, b, i, u, ul, ol, li, a, strong, em — and links to http, https and mailto only. Everything
 * else is dropped, its text kept (<script> and <style> with their content). Rich text is cleaned
 * when it is stored (content documents, form htmlFields) and again when it is shown, so a value
 * written around the editor, or stored before this rule, never reaches a page as it came.
 */
const STORED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'strong', 'em'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Rich text as it is stored. */
export const sanitizeRichText = (html: string): string => requireSanitizeHtml()(html, STORED);

/**
 * Rich text as a page or a PDF shows it: the same tags, headings and divs as paragraphs, em as i,
 * and links that open outside with target and rel written here, whatever was stored.
 */
const SHOWN: sanitizeHtml.IOptions = {
  ...STORED,
  allowedTags: ['p', 'br', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'strong'],
  transformTags: {
    em: 'i',
    div: 'p',
    h1: 'p',
    h2: 'p',
    h3: 'p',
    h4: 'p',
    h5: 'p',
    h6: 'p',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
};

/** Rich text cleaned for display (content preview, PDF, explore descriptions). */
export const showRichText = (html: string): string => requireSanitizeHtml()(html, SHOWN);
