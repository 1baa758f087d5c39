import { z } from 'zod';
import { GROUP_KIND_LABELS, GROUP_STATUS, ROLE_LABELS, TitleText } from '@sportello/contracts';
import type { Role } from '@sportello/contracts';
import { nowIso } from '../../../platform/db/connect.js';
import { badRequest, conflict } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { mailsToAdmins } from '../forms.notify.js';
import { mapFields, withOptions, type FormHandler } from '../forms.types.js';
import {
  findApp,
  findGroupDetail,
  findMembership,
  insertMembership,
  listGroups,
} from '../../people/index.js';
import { findPendingMembershipRequest, insertMembershipRequest } from '../requests/requests.repo.js';
import { idOf, signed, text } from './values.js';

/** The template's server part: the success message of an environment, when it has its own. */
const ServerPart = z.object({ successMessageByEnv: z.record(z.string(), TitleText).default({}) });

/** Area type → the group kind, the select of its groups and the select of its role. */
const AREAS = {
  iat: { kind: 'iat', group: 'iatGroup', role: 'iatRole' },
  redazione: { kind: 'redazione', group: 'redazioneGroup', role: 'redazioneRole' },
} as const;

/**
 * "Accreditamento" (spec 3 §2): a signed-in user asks to join an IAT office or a redazione in the
 * current environment. A disabled membership (stato 0) waits for an admin; the admins hear of it
 * by e-mail. make-iat has its own success message (spec: "special").
 */
export const accreditationForm: FormHandler = {
  templateKey: 'accreditation',
  access: (ctx) => ctx !== null,

  async prepare(db, call, template) {
    const groups = await listGroups(db, ['iat', 'redazione'], [GROUP_STATUS.visible]);
    const optionsOf = (kind: string) =>
      groups.filter((g) => g.kind === kind).map((g) => ({ value: g.id, label: g.name }));
    const server = ServerPart.parse(template.server ?? {});
    const successMessage = server.successMessageByEnv[call.env] ?? template.successMessage;
    const filled = withOptions(
      withOptions(template, AREAS.iat.group, optionsOf('iat')),
      AREAS.redazione.group,
      optionsOf('redazione'),
    );
    // Opened from the login-modal with an area chosen (?areaType=…): that area, already chosen.
    const wanted = call.params?.areaType;
    const chosen =
      wanted && Object.hasOwn(AREAS, wanted)
        ? {
            ...filled,
            fields: mapFields(filled.fields, (f) =>
              f.fieldname === 'areaType' ? { ...f, defaultValue: wanted } : f,
            ),
          }
        : filled;
    return successMessage ? { ...chosen, successMessage } : chosen;
  },

  async submit(db, call, { values, template }, deps) {
    const { ctx } = signed(call);
    const areaType = text(values, 'areaType') as keyof typeof AREAS;
    const area = AREAS[areaType];
    const groupId = idOf(values[area.group]);
    const role = text(values, area.role) as Role;
    const group = groupId ? await findGroupDetail(db, groupId) : undefined;
    if (!group || group.kind !== area.kind || group.status !== GROUP_STATUS.visible)
      throw badRequest(FORMS_MESSAGES.areaNotAvailable, { [area.group]: FORMS_MESSAGES.areaNotAvailable });
    const app = await findApp(db, call.env);
    if (!app) throw badRequest(FORMS_MESSAGES.recordNotFound);

    const userId = ctx.actor.userId;
    const existing = await findMembership(db, userId, group.id, app.id);
    if (existing?.stato === 1)
      throw conflict(FORMS_MESSAGES.alreadyMember, { [area.group]: FORMS_MESSAGES.alreadyMember });
    if (await findPendingMembershipRequest(db, userId, group.id, app.id))
      throw conflict(FORMS_MESSAGES.duplicateAccreditation);

    const now = nowIso();
    const membershipId =
      existing?.id ??
      (await insertMembership(db, { userId, groupId: group.id, appId: app.id, role, stato: 0, now }));
    const motivation = text(values, 'motivation');
    await insertMembershipRequest(db, {
      kind: 'accreditation',
      userId,
      groupId: group.id,
      appId: app.id,
      membershipId,
      createdMembership: !existing,
      role,
      groupName: group.name,
      motivation,
      details: {},
      now,
    });

    const mails = await mailsToAdmins(db, deps.config, app.slug, {
      type: 'accreditation',
      requester: ctx.actor,
      area: `${group.name} (${GROUP_KIND_LABELS[area.kind]})`,
      env: app.name,
      role: ROLE_LABELS[role],
      motivation,
    });
    return { reply: template.successMessage ? { successMessage: template.successMessage } : {}, mails };
  },
};
