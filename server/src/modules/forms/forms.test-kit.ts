import type { FormValues } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import type { TestApp } from '../../../test/build-app.js';
import { withFormsTables } from './forms.schema.js';

/** Helpers of the forms API tests: the three calls of a form, the outbox, the module's tables. */

export const templateOf = (agent: Agent, formType: string, env = 'make-iat') =>
  agent.get(`/api/forms/${formType}/template.json?env=${env}`);

export const dataOf = (agent: Agent, formType: string, env = 'make-iat', id?: number | string) =>
  agent.get(`/api/forms/${formType}/data.json?env=${env}${id === undefined ? '' : `&id=${id}`}`);

export const submit = (
  agent: Agent,
  formType: string,
  values: FormValues,
  opts: { env?: string; id?: number | string } = {},
) =>
  agent.post(`/api/forms/${formType}?env=${opts.env ?? 'make-iat'}`, {
    values,
    ...(opts.id === undefined ? {} : { id: opts.id }),
  });

/** The e-mails written to the outbox for an address, oldest first. */
export const mailsTo = (t: TestApp, address: string) =>
  t.db
    .selectFrom('outboxMails')
    .select(['toAddress', 'subject', 'textBody'])
    .where('toAddress', '=', address)
    .orderBy('id')
    .execute();

/** The link a mail carries (the first URL of its text). */
export const linkIn = (text: string): string => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

export const formsDb = (t: TestApp) => withFormsTables(t.db);

export const userByUsername = (t: TestApp, username: string) =>
  t.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'status', 'userType', 'isReviewer'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

export const groupBySlug = (t: TestApp, slug: string) =>
  t.db.selectFrom('groups').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

/** The user's memberships with group slug and environment slug. */
export const membershipsOf = (t: TestApp, userId: number) =>
  t.db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select(['memberships.id', 'groups.slug', 'apps.slug as env', 'memberships.role', 'memberships.stato'])
    .where('memberships.userId', '=', userId)
    .orderBy('memberships.id')
    .execute();
