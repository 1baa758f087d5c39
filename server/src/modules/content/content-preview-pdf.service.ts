import type { ContentLang } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { loadPdfImages } from '../../platform/pdf/index.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import { readMediaFile } from '../media/index.js';
import { canEditContent, canReadGuides, canReadPublished } from './content.access.js';
import { CONTENT_LIST_MESSAGES as M } from './content-list.messages.js';
import { contentPdf, pdfImageIds } from './content.pdf.js';
import { previewHtml } from './content.preview-html.js';
import { renderContent, type RenderedContent } from './content.blocks.js';
import { findContentType } from './content-types.repo.js';
import { loadDocuments } from './content.store.js';
import { findContentForRender } from './content-list.repo.js';

/**
 * A content in one language, drawn for its readers: the preview page and the PDF. Whoever may edit
 * it sees its head revision; the desk, which may not, the published version of a guide or report
 * (what it hands to visitors). A language that version is not written in is 404.
 */
async function rendered(
  db: Db,
  ctx: EnvContext,
  id: number,
  lang: ContentLang,
): Promise<{ content: RenderedContent; slug: string }> {
  if (!canReadGuides(ctx)) throw forbidden();
  const row = await findContentForRender(db, id);
  if (!row || row.headRevision === null) throw notFound(M.notFound);
  const revision = canEditContent(ctx, row)
    ? row.headRevision
    : canReadPublished(ctx, row)
      ? row.publishedRevision
      : null;
  if (revision === null) throw forbidden();
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.notFound);
  const docs = await loadDocuments(db, revision);
  if (!docs[lang]?.isActive) throw notFound(M.langNotActive);
  return { content: renderContent(type, docs, lang), slug: row.slug || `contenuto-${row.id}` };
}

export async function contentPreviewPage(db: Db, ctx: EnvContext, id: number, lang: ContentLang) {
  const { content } = await rendered(db, ctx, id, lang);
  return previewHtml(content);
}

export async function contentPdfFile(
  db: Db,
  storage: Storage,
  ctx: EnvContext,
  id: number,
  lang: ContentLang,
): Promise<{ data: Buffer; filename: string }> {
  const { content, slug } = await rendered(db, ctx, id, lang);
  const images = await loadPdfImages(pdfImageIds(content), (mediaId) => readMediaFile(db, storage, mediaId));
  return { data: await contentPdf(content, images), filename: `${slug}-${lang}.pdf` };
}
