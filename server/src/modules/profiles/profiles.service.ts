import {
  formMessages,
  PROFILE_NODES as N,
  validateForm,
  defaultValues,
  type ProfileData,
  type ProfileEditReply,
  type Profiled,
  type ProfileSaveBody,
  type ProfileSaveReply,
} from '@sportello/contracts';
import type { z } from 'zod';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { favourites } from '../lists/index.js';
import { checkScope, type ProfileUser } from './profiles.access.js';
import { codePrefix, issueCode } from './profiles.code.js';
import { fieldsOf, formOf } from './profiles.forms.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import { presentProfile } from './profiles.presenter.js';
import * as repo from './profiles.repo.js';
import { normalizeProfileValues, splitContact, statsOf } from './profiles.values.js';

type SaveInput = z.output<typeof ProfileSaveBody>;
type Q = Parameters<typeof repo.findProfile>[0];

/** The profile by id, if the user may see it: 404 otherwise (another office's id reveals nothing). */
export async function profileFor(db: Q, user: ProfileUser, id: number): Promise<repo.ProfileRow> {
  return checkScope(user, await repo.findProfile(db, id));
}

export async function presentById(db: Q, id: number): Promise<ProfileData> {
  const row = await repo.findProfile(db, id);
  if (!row) throw notFound(M.notFound);
  return presentProfile(row);
}

/** GET /api/crm/profilo?profiled=&id=: the form, and a blank profile or the one by id. */
export async function editForm(
  db: Db,
  user: ProfileUser,
  profiled: Profiled,
  id?: number,
): Promise<ProfileEditReply> {
  if (id !== undefined) {
    const row = await profileFor(db, user, id);
    return { form: formOf(row.profiled as Profiled), profile: presentProfile(row) };
  }
  return { form: formOf(profiled), profile: blankProfile(user, profiled) };
}

function blankProfile(user: ProfileUser, profiled: Profiled): ProfileData {
  return {
    id: null,
    code: null,
    previousCode: null,
    saved: false,
    listId: null,
    isNew: true,
    profiled,
    values: normalizeProfileValues(profiled, defaultValues(fieldsOf(profiled))),
    actions: [],
    source: 'desk',
    iat: user.office?.slug ?? '',
    iatName: user.office?.name ?? '',
    operator: null,
    visitedAt: null,
    createdAt: null,
    updatedAt: null,
    consentAt: null,
    contactErasedAt: null,
    favouritesCount: 0,
  };
}

/**
 * The values a save stores: validated by the shared validateForm against the form (the browser runs
 * the same), then stripped, the country logic applied and not-profiled people defaulted. A draft
 * (the kiosk's timeout) may leave required fields empty; every other error still refuses.
 */
export function checkedValues(profiled: Profiled, raw: Record<string, unknown>, draft: boolean) {
  return normalizeProfileValues(profiled, validated(profiled, raw, draft));
}

/**
 * A kiosk's answers, already checked against the kiosk's form by its caller, must also be values
 * the profile form allows (each one's type, option and length), since the desk opens and saves the
 * same profile; what is required is the kiosk form's to say. Throws 400 as a desk save does.
 */
export function checkKioskValues(values: Record<string, unknown>): void {
  validated('profiled', values, true);
}

/**
 * Every value against its field of the profile form: its type (text, e-mail, telephone, number,
 * option…), its length (the profile dialect's limits) and, unless a draft, what is required.
 * Wrong values answer 400, each field named with its Italian message.
 */
function validated(profiled: Profiled, raw: Record<string, unknown>, draft: boolean) {
  const fields = fieldsOf(profiled);
  const { values, errors } = validateForm(fields, profiled === 'not_profiled' ? withTallyDefaults(raw) : raw);
  const blocking = Object.fromEntries(
    Object.entries(errors).filter(([, message]) => !(draft && message.endsWith(formMessages.required('')))),
  );
  if (Object.keys(blocking).length) throw badRequest(M.invalidForm, prefixed(blocking));
  return values;
}

/** A tally row that does not say how many is one visitor (the field's own default). */
function withTallyDefaults(raw: Record<string, unknown>): Record<string, unknown> {
  const rows = raw[N.notProfiled];
  if (!Array.isArray(rows)) return raw;
  return {
    ...raw,
    [N.notProfiled]: rows.map((row: unknown) =>
      typeof row === 'object' &&
      row !== null &&
      !Array.isArray(row) &&
      (row as Record<string, unknown>).np_persone == null
        ? { ...row, np_persone: 1 }
        : row,
    ),
  };
}

const prefixed = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`values.${k}`, v]));

export function writeOf(
  profiled: Profiled,
  values: Record<string, unknown>,
  consentBefore: string | null,
  now: string,
) {
  const consent = values[N.consent] === true;
  const split = splitContact(values);
  const contact = consent ? split.contact : null;
  const stats = statsOf(profiled, values);
  return {
    write: {
      profiled,
      valuesJson: JSON.stringify(split.values),
      contactJson: contact ? JSON.stringify(contact) : null,
      // The consent's date: when it was first given; withdrawn consent drops the contact data.
      consentAt: contact ? (consentBefore ?? now) : null,
      countryKind: stats.countryKind,
      country: stats.country,
      region: stats.region,
      people: stats.people,
    },
    interests: stats.interests,
  };
}

/** A favourites list the save may attach: the office's, of kind favourites, no other profile's. */
async function attachableList(trx: Q, officeId: number, listId: number, profileId: number | null) {
  await favourites.favouritesListFor(trx, officeId, listId);
  const owner = await repo.profileOfList(trx, listId);
  if (owner && owner.id !== profileId) throw badRequest(M.listTaken, { listId: M.listTaken });
}

/** The office a new profile goes to: the user's own; the Admin group may name any IAT office. */
async function officeForNew(db: Db, user: ProfileUser, iat: string | undefined) {
  if (iat === undefined || iat === user.office?.slug) {
    if (!user.office) throw ruleBroken(M.noOfficeToSave, { iat: M.noOfficeToSave });
    return user.office;
  }
  if (!user.isAdmin) throw forbidden(M.otherIat);
  const [office] = await repo.officesBySlug(db, [iat]);
  if (!office) throw badRequest(M.unknownIat, { iat: M.unknownIat });
  return office;
}

/**
 * First save (POST /api/crm/profilo): the code (the office's province, year, the province's next
 * number), the favourites list (the one made before the save, or a new one), the profile and its
 * interests, in one transaction. Every value is checked before it starts: a refused save writes nothing.
 */
export async function createProfile(db: Db, user: ProfileUser, body: SaveInput): Promise<ProfileSaveReply> {
  const office = await officeForNew(db, user, body.iat);
  const values = checkedValues(body.profiled, body.values, body.type === 'draft');
  const prefix = await prefixOf(db, office.id);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const visitedAt = body.visitedAt ? new Date(body.visitedAt).toISOString() : now;
    // The code first: the transaction's first statement is its write (see issueCode).
    const code = await issueCode(trx, prefix, Number(visitedAt.slice(0, 4)));
    let listId = body.listId ?? null;
    if (listId !== null) {
      await attachableList(trx, office.id, listId, null);
      await favourites.renameFavouritesList(trx, listId, M.favouritesTitle(code));
    } else
      listId = await favourites.createFavouritesList(trx, office.id, user.userId, M.favouritesTitle(code));
    const { write, interests } = writeOf(body.profiled, values, null, now);
    const id = await repo.insertProfile(trx, {
      ...write,
      code,
      officeId: office.id,
      operatorId: user.userId,
      source: 'desk',
      listId,
      visitedAt,
      now,
    });
    await repo.writeInterests(
      trx,
      { id, officeId: office.id, visitedAt, people: write.people },
      interests,
      true,
    );
    return id;
  });
  return { profile: await presentById(db, id), message: M.saved };
}

const PREFIX_TTL_MS = 5 * 60_000;
/** By database (a process may hold several: tests, tools), then by office. */
const prefixes = new WeakMap<Db, Map<number, { prefix: string; at: number }>>();
/**
 * The office's code prefix (its province), remembered a few minutes: every first save needs it.
 * A province changed meanwhile only means a few more codes with the old prefix: still unique.
 */
async function prefixOf(db: Db, officeId: number): Promise<string> {
  let known = prefixes.get(db);
  if (!known) prefixes.set(db, (known = new Map()));
  const hit = known.get(officeId);
  if (hit && Date.now() - hit.at < PREFIX_TTL_MS) return hit.prefix;
  const group = await repo.findOffice(db, officeId);
  if (!group) throw notFound(M.unknownIat);
  const prefix = codePrefix(group);
  known.set(officeId, { prefix, at: Date.now() });
  return prefix;
}

const interestsOf = (json: string) => {
  const v = (JSON.parse(json) as Record<string, unknown>)[N.interests];
  return Array.isArray(v) ? [...new Set(v.map(String))].sort().join('\u0000') : '';
};

/** PUT /api/crm/profilo/{id}: the values again, the same rules; the code and office never change. */
export async function updateProfile(
  db: Db,
  user: ProfileUser,
  id: number,
  body: SaveInput,
): Promise<ProfileSaveReply> {
  await db.transaction().execute(async (trx) => {
    const row = await profileFor(trx, user, id);
    const profiled = body.profiled;
    const values = checkedValues(profiled, body.values, body.type === 'draft');
    const now = nowIso();
    let listId = row.listId;
    if (body.listId != null && body.listId !== row.listId) {
      await attachableList(trx, row.officeId, body.listId, row.id);
      listId = body.listId;
    }
    if (listId === null)
      listId = await favourites.createFavouritesList(
        trx,
        row.officeId,
        user.userId,
        M.favouritesTitle(row.code),
      );
    const visitedAt = body.visitedAt ? new Date(body.visitedAt).toISOString() : row.visitedAt;
    const { write, interests } = writeOf(profiled, values, row.consentAt, now);
    await repo.updateProfile(trx, id, { ...write, listId, visitedAt }, now);
    // Most saves change a name or a note: the interests rows are rewritten only when they changed.
    if (
      visitedAt !== row.visitedAt ||
      write.people !== row.people ||
      interestsOf(row.valuesJson) !== [...interests].sort().join('\u0000')
    )
      await repo.writeInterests(
        trx,
        { id, officeId: row.officeId, visitedAt, people: write.people },
        interests,
      );
  });
  return { profile: await presentById(db, id), message: M.saved };
}

export async function deleteProfile(db: Db, user: ProfileUser, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await profileFor(trx, user, id);
    await repo.deleteProfile(trx, id);
    // The favourites go with their profile: nobody else can reach them.
    if (row.listId !== null) await favourites.deleteFavouritesList(trx, row.listId);
  });
  return { id, message: M.deleted };
}
