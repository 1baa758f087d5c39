/**
 * What every PDF of the portal is made with (the guides' and reports', the lists'): an A4
 * document with the embedded Unicode font, its footers, embeddable images and drawable text.
 */
export { createPdfDocument, onEveryPage, type PdfDocument, type PdfDocumentOptions } from './document.js';
export { FONTS, fontOf, type PdfFont } from './fonts.js';
export { loadPdfImages, type PdfImage } from './images.js';
export { drawableStrings, withoutControlChars } from './text.js';
