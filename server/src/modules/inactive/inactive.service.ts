import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DEFAULT_ENV, type MessageReply } from '@sportello/contracts';
import type { Config } from '../../config.js';
import type { Actor } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound, rateLimited } from '../../platform/http/errors.js';
import { composeMail } from '../../platform/mail/compose.js';
import type { Mail } from '../../platform/mail/mail.js';
import { newStorageKey, type Storage, type StoredFile } from '../../platform/storage/index.js';
import { cleanFileName } from '../media/index.js';
import { activeAdmins } from '../people/index.js';
import { INACTIVE_MESSAGES as M } from './inactive.messages.js';
import { countDocumentsSince, findDocumentRecord, insertDocumentRecord } from './inactive.repo.js';
import type { ReceivedDocument } from './inactive.upload.js';

/** Files a user may send in 24 hours: enough to fix a wrong scan, not enough to fill the disk. */
export const DOCUMENTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A document as recorded (the audit entry's "after"), read back for the download. */
const StoredDocument = z.object({
  key: z.string(),
  field: z.string(),
  label: z.string(),
  name: z.string(),
  mime: z.string(),
  typeLabel: z.string(),
  size: z.number(),
});
type StoredDocument = z.infer<typeof StoredDocument>;

type Deps = AppDeps & { storage: Storage };

/** Refuses a user who already sent DOCUMENTS_PER_DAY files in the last 24 hours (before reading). */
export async function assertMaySend(db: Db, actor: Actor): Promise<void> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  if ((await countDocumentsSince(db, actor.userId, since)) >= DOCUMENTS_PER_DAY) throw rateLimited(M.tooMany);
}

/**
 * Stores the documents, records each one against the user's account (one transaction), then
 * e-mails the admins with a download link per document and the user's page.
 */
export async function sendDocuments(
  deps: Deps,
  actor: Actor,
  documents: ReceivedDocument[],
  log: FastifyBaseLogger,
): Promise<MessageReply> {
  const { db, storage } = deps;
  const now = nowIso();
  const stored: StoredDocument[] = [];
  let ids: number[];
  try {
    for (const d of documents) {
      const key = newStorageKey('inactive-documents', d.file.extension);
      await storage.put(key, d.file.data, d.file.mime);
      stored.push({
        key,
        field: d.field,
        label: d.label,
        name: cleanFileName(d.originalName, `${d.field}.${d.file.extension}`),
        mime: d.file.mime,
        typeLabel: d.file.typeLabel,
        size: d.file.data.length,
      });
    }
    ids = await db.transaction().execute(async (trx) => {
      const out: number[] = [];
      for (const document of stored) {
        out.push(
          await insertDocumentRecord(trx, { userId: actor.userId, username: actor.username, document, now }),
        );
      }
      return out;
    });
  } catch (err) {
    await Promise.all(stored.map((d) => storage.delete(d.key).catch(() => undefined)));
    throw err;
  }

  const sent = stored.map((d, i) => ({ ...d, id: ids[i]! }));
  for (const mail of await adminMails(deps, actor, sent)) {
    // The documents are safe: a failed delivery is logged, the user is not told to send again.
    await deps.mail.send(mail).catch((err: unknown) => log.error({ err }, 'reactivation mail not sent'));
  }
  return { message: M.sent(actor.email) };
}

export const documentLink = (config: Config, id: number) =>
  `${config.publicUrl}/api/user/inactive-documents/${id}`;

async function adminMails(deps: Deps, actor: Actor, docs: (StoredDocument & { id: number })[]) {
  const { db, config } = deps;
  const admins = await activeAdmins(db);
  const to = admins.length ? admins.map((a) => a.email) : [config.boardEmail];
  const name = actor.fullName || actor.username;
  const groups = [...new Set(actor.memberships.map((m) => `${m.groupName} (${m.appSlug})`))];
  const paragraphs = [
    M.mail.intro(name, actor.username, actor.email),
    groups.length ? M.mail.groups(groups.join(', ')) : M.mail.noGroups,
    [
      M.mail.files,
      ...docs.map((d) =>
        M.mail.file(
          d.label,
          d.name,
          d.typeLabel,
          Math.max(1, Math.round(d.size / 1024)),
          documentLink(config, d.id),
        ),
      ),
    ].join('\n'),
    M.mail.howTo,
  ];
  const userPage = `${config.publicUrl}${config.appPrefix}/${DEFAULT_ENV}/user?view=${actor.userId}`;
  return to.map((address): Mail => ({
    ...composeMail(address, M.mail.subject(name), paragraphs, { href: userPage, label: M.mail.userLink }),
    replyTo: actor.email,
  }));
}

/** A document sent by a user who is not active, for the admins' download. */
export async function openDocument(
  db: Db,
  storage: Storage,
  id: number,
): Promise<{ document: StoredDocument; file: StoredFile }> {
  const row = await findDocumentRecord(db, id);
  const parsed = StoredDocument.safeParse(row?.afterJson ? JSON.parse(row.afterJson) : null);
  if (!parsed.success) throw notFound(M.notFound);
  const file = await storage.get(parsed.data.key);
  if (!file) throw notFound(M.notFound);
  return { document: parsed.data, file };
}
