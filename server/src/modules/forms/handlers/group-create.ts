import { nowIso } from '../../../platform/db/connect.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormHandler } from '../forms.types.js';
import { groupSlugTaken, insertGroup, syncOfficeAssets } from '../../people/index.js';
import { uniqueSlug } from '../slug.js';
import { groupValues, isGroupAdmin } from './group-values.js';

/** "Nuovo gruppo" (admins): the slug comes from the name, made unique (-2, -3 …). */
export const groupCreateForm: FormHandler = {
  templateKey: 'group-create',
  access: isGroupAdmin,

  async submit(db, _call, { values, template }) {
    const group = groupValues(values);
    const slug = await uniqueSlug(group.name, (s) => groupSlugTaken(db, s));
    const id = await insertGroup(db, { ...group, slug, now: nowIso() });
    await syncOfficeAssets(db, [id]);
    return {
      reply: {
        message: FORMS_MESSAGES.groupCreated,
        ...(template.successMessage ? { successMessage: template.successMessage } : {}),
      },
    };
  },
};
