import { loadQrCode } from '../../platform/lazy/libraries.js';
import { LIST_ELEMENTS_MAX, shareLink, type ExternalList, type ListLocale } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import * as elementRepo from './lists.elements.repo.js';
import * as repo from './lists.repo.js';
import * as shareRepo from './lists.share.repo.js';
import { listPdfData } from './lists.share-pdf.js';
import { ensureShare } from './lists.share.js';

/** Who shares to the desk's terminal: an operator of one office (the terminals module's user). */
export interface TerminalSharer {
  userId: number;
  groupId: number;
}

/**
 * An operator shows a list on the desk's terminal (spec 2 §4 "Sharing to an external terminal"):
 * the list must be the operator's office's. A share link in the chosen language is made (and
 * recorded, as every share is; the language's live link when there is one), so the visitor takes the list home through its QR code.
 */
export async function shareListToTerminal(
  db: Db,
  who: TerminalSharer,
  listId: number,
  lang: ListLocale,
): Promise<{ token: string }> {
  const list = await repo.findList(db, listId);
  if (!list) throw notFound(M.listNotFound);
  if (list.groupId !== who.groupId) throw forbidden(M.otherOffice);
  const share = await ensureShare(db, who, listId, lang);
  await shareRepo.insertSend(db, {
    listId,
    groupId: who.groupId,
    shareId: share.id,
    userId: who.userId,
    channel: 'link',
    lang,
    now: nowIso(),
  });
  return { token: share.token };
}

const PUBLIC_IMAGE = /^https?:\/\//;

/**
 * What the terminal shows of the list shared with it: the caller (the terminals module) has
 * checked that this list and this share are the ones shared with the device, of its office.
 * Images only when public: the media library's files need a session the device has not.
 */
export async function terminalListView(
  deps: Pick<AppDeps, 'db' | 'config'>,
  groupId: number,
  listId: number,
  token: string,
  lang: ListLocale,
): Promise<ExternalList | null> {
  const list = await repo.findList(deps.db, listId);
  const share = await shareRepo.findShare(deps.db, token);
  if (!list || list.groupId !== groupId || !share || share.listId !== listId || share.revokedAt) return null;
  const [data, rows] = await Promise.all([
    listPdfData(deps.db, listId, lang),
    elementRepo.pdfElementsOf(deps.db, listId, LIST_ELEMENTS_MAX),
  ]);
  const link = shareLink(deps.config.publicUrl, token);
  const qrSvg = await (
    await loadQrCode()
  ).toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return {
    listId,
    title: data.title,
    lang,
    office: data.office.name,
    link,
    qrSvg,
    items: data.items.map((item, i) => {
      const src = rows[i]?.imgSrc ?? '';
      return {
        n: item.n,
        type: item.type,
        title: item.title,
        subtitle: item.subtitle,
        address: item.address,
        dates: item.dates,
        image: PUBLIC_IMAGE.test(src) ? src : null,
      };
    }),
  };
}
