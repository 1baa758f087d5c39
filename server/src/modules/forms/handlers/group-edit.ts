import { formatPhone, parsePhone } from '@sportello/contracts';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormHandler } from '../forms.types.js';
import { syncOfficeAssets, updateGroup } from '../../people/index.js';
import { groupToEdit, groupValues, isGroupAdmin } from './group-values.js';

/** "Modifica gruppo" (admins): the slug stays the one given at creation (links and payloads use it). */
export const groupEditForm: FormHandler = {
  templateKey: 'group-edit',
  access: isGroupAdmin,

  async load(db, call) {
    const g = await groupToEdit(db, call.id);
    return {
      slug: g.slug,
      name: g.name,
      kind: g.kind,
      status: String(g.status),
      email: g.email,
      // Stored as typed by older screens ("+39 055 212245"): the form keeps prefix-number.
      phone: g.phone ? formatPhone(parsePhone(g.phone).dialCode, parsePhone(g.phone).number) : '',
      address: g.address,
      city: g.city,
      province: g.province,
      lat: g.lat === null ? '' : String(g.lat),
      lng: g.lng === null ? '' : String(g.lng),
    };
  },

  async submit(db, call, { values }) {
    const group = await groupToEdit(db, call.id);
    await updateGroup(db, group.id, groupValues(values));
    await syncOfficeAssets(db, [group.id]);
    return { reply: { message: FORMS_MESSAGES.groupSaved } };
  },
};
