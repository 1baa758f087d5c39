import {
  addedCount,
  addedName,
  GROUP_STATUS,
  phoneText,
  ROLE_LABELS,
  type FormField,
} from '@sportello/contracts';
import { nowIso } from '../../../platform/db/connect.js';
import { badRequest } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { mailsToAdmins } from '../forms.notify.js';
import { optionLabel, type FormHandler } from '../forms.types.js';
import { findApp, groupSlugTaken, insertGroup, insertMembership, updateUser } from '../../people/index.js';
import { findMunicipality } from '../../places/index.js';
import { assertMediaAccessible, recordMediaUsage } from '../../media/index.js';
import { asPlatformDb } from '../forms.schema.js';
import { insertMembershipRequest } from '../requests/requests.repo.js';
import { uniqueSlug } from '../slug.js';
import { choice, fileIds, signed, text } from './values.js';

/**
 * "Nuova struttura" (spec 3 §2): registers an accommodation as a pending group (kind structure,
 * status 0) with the requester as its future member (role structure, stato 0) and a request the
 * admins see in "Richieste in attesa". The form sends the user's full name as the contact.
 */
export const newStructureForm: FormHandler = {
  templateKey: 'new-structure',
  access: (ctx) => ctx !== null,

  async load(_db, call) {
    return { fullName: signed(call).ctx.actor.fullName };
  },

  async submit(db, call, { values, template }, deps) {
    const { ctx } = signed(call);
    const picked = choice(values, 'municipality');
    const municipality = picked ? await findMunicipality(asPlatformDb(db), picked.value) : null;
    if (!municipality)
      throw badRequest(FORMS_MESSAGES.municipalityUnknown, {
        municipality: FORMS_MESSAGES.municipalityUnknown,
      });
    const postalCode = text(values, 'postalCode');
    if (municipality.postalCodes.length && !municipality.postalCodes.includes(postalCode))
      throw badRequest(FORMS_MESSAGES.postalCodeMismatch(municipality.name), {
        postalCode: FORMS_MESSAGES.postalCodeMismatch(municipality.name),
      });
    // The photos must be files this user may use (their group's library); a forged id is refused.
    const photos = fileIds(values, 'photos');
    await assertMediaAccessible(asPlatformDb(db), ctx, photos, 'photos');
    const app = await findApp(db, call.env);
    if (!app) throw badRequest(FORMS_MESSAGES.recordNotFound);

    const now = nowIso();
    const name = text(values, 'name');
    const contactName = text(values, 'fullName');
    const groupId = await insertGroup(db, {
      slug: await uniqueSlug(name, (slug) => groupSlugTaken(db, slug)),
      name,
      kind: 'structure',
      status: GROUP_STATUS.pending,
      email: text(values, 'email').toLowerCase(),
      phone: text(values, 'phone'),
      address: `${text(values, 'address')}, ${postalCode} ${municipality.name}`,
      city: municipality.name,
      province: municipality.province,
      lat: municipality.lat,
      lng: municipality.lng,
      now,
    });
    // Used by the structure: the library marks them "In uso" and refuses to delete them.
    if (photos.length)
      await recordMediaUsage(asPlatformDb(db), photos, { type: 'group', id: String(groupId) });
    const userId = ctx.actor.userId;
    const membershipId = await insertMembership(db, {
      userId,
      groupId,
      appId: app.id,
      role: 'structure',
      stato: 0,
      now,
    });
    // The contact is the requester: an account without a name takes the one typed here.
    if (!ctx.actor.fullName.trim()) await updateUser(db, userId, { fullName: contactName }, now);

    const category = optionLabel(template.fields, 'category', text(values, 'category'));
    const stars = text(values, 'stars');
    const details: Record<string, string> = {
      category: stars ? `${category} ${'★'.repeat(Number(stars))}` : category,
      municipality: `${municipality.name} (${municipality.province})`,
      contactName,
      ...(text(values, 'website') ? { website: text(values, 'website') } : {}),
    };
    const otherPhones = addedPhones(template.fields, values);
    if (otherPhones.length) details.otherPhones = otherPhones.join(', ');
    const notes = text(values, 'notes');
    await insertMembershipRequest(db, {
      kind: 'structure',
      userId,
      groupId,
      appId: app.id,
      membershipId,
      createdMembership: true,
      role: 'structure',
      groupName: name,
      motivation: notes,
      details,
      now,
    });

    const mails = await mailsToAdmins(db, deps.config, app.slug, {
      type: 'structure',
      requester: ctx.actor,
      area: name,
      env: app.name,
      role: ROLE_LABELS.structure,
      motivation: notes,
      facts: [
        { label: 'Tipologia', value: details.category! },
        { label: 'Comune', value: details.municipality! },
        { label: 'Referente', value: contactName },
      ],
    });
    return { reply: template.successMessage ? { successMessage: template.successMessage } : {}, mails };
  },
};

/** The phones added with "Aggiungi un altro telefono" (the add field otherPhones), as they read. */
function addedPhones(fields: FormField[], values: Record<string, unknown>): string[] {
  const add = fields.find(
    (f): f is FormField & { type: 'add' } => f.type === 'add' && f.fieldname === 'otherPhones',
  );
  if (!add) return [];
  return Array.from({ length: addedCount(add, values) }, (_, i) =>
    text(values, addedName('otherPhone', i + 1)),
  )
    .filter(Boolean)
    .map(phoneText);
}
