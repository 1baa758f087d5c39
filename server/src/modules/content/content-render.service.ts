import type { ContentLang } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import { readMediaFile } from '../media/index.js';
import { canEditContent } from './content.access.js';
import { LIST_MESSAGES as M } from './content.list-messages.js';
import { contentPdf, loadPdfImages, pdfImageIds } from './content.pdf.js';
import { previewHtml } from './content.preview-html.js';
import { renderContent, type RenderedContent } from './content.render.js';
import { findContentType, loadDocuments } from './content.store.js';
import { findContentForRender } from './content-list.repo.js';
import { langsOf } from './content-list.presenter.js';
import { requireContentWorker } from './content-list.service.js';

/**
 * A content's head revision in one language, drawn for its readers: the preview page and the PDF.
 * The same rule as the editor guards them; a language the content is not written in is 404.
 */
async function rendered(
  db: Db,
  ctx: EnvContext,
  id: number,
  lang: ContentLang,
): Promise<{ content: RenderedContent; slug: string }> {
  requireContentWorker(ctx);
  const row = await findContentForRender(db, id);
  if (!row || row.headRevision === null) throw notFound(M.notFound);
  if (!canEditContent(ctx, row)) throw forbidden();
  if (!langsOf(row.langs).includes(lang)) throw notFound(M.langNotActive);
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.notFound);
  const docs = await loadDocuments(db, row.headRevision);
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
