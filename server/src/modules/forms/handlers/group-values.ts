import { GROUP_STATUS } from '@sportello/contracts';
import type { FormValues } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import { can } from '../../../platform/auth/capabilities.js';
import { badRequest, notFound } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormsDb } from '../forms.schema.js';
import { findGroupDetail, type GroupValues } from '../../people/index.js';
import { idOf, numberOrNull, text } from './values.js';

/** What group-create and group-edit share: who may use them, and the values they store. */

export const isGroupAdmin = (ctx: EnvContext | null) => ctx !== null && can(ctx, 'groups.admin');

/** The group's columns from the validated values; "hidden" (4) is for IAT offices only. */
export function groupValues(values: FormValues): GroupValues {
  const kind = text(values, 'kind');
  const status = Number(text(values, 'status'));
  if (status === GROUP_STATUS.hiddenIat && kind !== 'iat')
    throw badRequest(FORMS_MESSAGES.hiddenOnlyIat, { status: FORMS_MESSAGES.hiddenOnlyIat });
  return {
    name: text(values, 'name'),
    kind,
    status,
    email: text(values, 'email').toLowerCase(),
    phone: text(values, 'phone'),
    address: text(values, 'address'),
    city: text(values, 'city'),
    province: text(values, 'province'),
    lat: numberOrNull(values, 'lat'),
    lng: numberOrNull(values, 'lng'),
  };
}

/** The record a loadData form edits: 400 without an id, 404 for one that does not exist. */
export async function groupToEdit(db: FormsDb, id: unknown) {
  const groupId = idOf(id);
  if (!groupId) throw badRequest(FORMS_MESSAGES.idRequired);
  const group = await findGroupDetail(db, groupId);
  if (!group) throw notFound(FORMS_MESSAGES.recordNotFound);
  return group;
}
