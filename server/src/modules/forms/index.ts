import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { formTemplates } from './forms.templates.js';
import { formsRoutes } from './forms.routes.js';
import { requestsRoutes } from './requests/requests.routes.js';
import { verifyEmailRoutes } from './verify-email.js';

/**
 * The user forms (spec 1 §4, 3 §2, §4): template, data and submit by form type, each type
 * with its own handler; the admins' queue of requests; the e-mail verification of a registration.
 * The templates are synced into the database on registration.
 */
export const formsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, formTemplates);
  await app.register(formsRoutes, deps);
  await app.register(requestsRoutes, deps);
  await app.register(verifyEmailRoutes, deps);
};

export { FORM_HANDLERS } from './forms.registry.js';
export { exampleFormTemplates } from './examples/example-forms.js';
export type { FormHandler, FormCall, FormOutcome } from './forms.types.js';
export { pendingAccreditations } from './requests/requests.service.js';
