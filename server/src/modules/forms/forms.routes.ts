import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { FormSubmitBody, FormSubmitReply, FormTemplate, FormValues, IdText } from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { envContext } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { allowedHandler, clientTemplate, formData, submitForm } from './forms.service.js';
import type { FormCall } from './forms.types.js';

const tags = ['forms'];

const FormTypeParams = z.object({ formType: z.string().max(60) });
/** The record a loadData form edits; the page may also send it as url-param-id. */
const DataQuery = z.object({
  id: IdText.optional(),
  'url-param-id': IdText.optional(),
});

const URL_PARAM = 'url-param-';

/** The page's query the client copies into every call (url-param-x), short strings only. */
function pageParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return params;
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith(URL_PARAM) && typeof value === 'string' && value.length <= 200)
      params[key.slice(URL_PARAM.length)] = value;
  }
  return params;
}

/** Who calls, where: public forms get a call without a session. */
function callOf(request: FastifyRequest, id?: string | number): FormCall {
  const auth = request.auth;
  return {
    env: request.env,
    ctx: auth ? envContext(auth.actor, request.env) : null,
    sessionId: auth?.sessionId ?? null,
    ip: request.ip,
    id,
    params: pageParams(request.query),
  };
}

/**
 * The form's handler, if the caller may use it. Before the payload is read: an unknown form is
 * 404, a caller who may not use it 403, so that nobody learns a form's rules from its validation
 * errors.
 */
const allowedForm = accessRule((request) => {
  const { formType } = request.params as { formType?: string };
  return allowedHandler(String(formType ?? ''), callOf(request).ctx);
});

/** The dynamic form engine's three calls (spec 1 §4, 3 §4): template, data and submit by form type. */
export const formsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', allowedForm.preValidation);

  app.get(
    '/api/forms/:formType/template.json',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Template di un modulo',
        params: FormTypeParams,
        response: replies(FormTemplate),
      },
    },
    async (request) => {
      return ok(await clientTemplate(deps.db, allowedForm.granted(request), callOf(request)));
    },
  );

  app.get(
    '/api/forms/:formType/data.json',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Valori attuali di un modulo con loadData',
        params: FormTypeParams,
        querystring: DataQuery,
        response: replies(FormValues),
      },
    },
    async (request) => {
      const call = callOf(request, request.query.id ?? request.query['url-param-id']);
      return ok(await formData(deps.db, allowedForm.granted(request), call));
    },
  );

  app.post(
    '/api/forms/:formType',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Invia un modulo',
        params: FormTypeParams,
        body: FormSubmitBody,
        response: replies(FormSubmitReply),
      },
    },
    async (request) => {
      const call = callOf(request, request.body.id);
      return ok(await submitForm(deps, allowedForm.granted(request), call, request.body.values, request.log));
    },
  );
};
