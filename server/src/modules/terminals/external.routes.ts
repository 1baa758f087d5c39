import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeviceRegisterBody,
  EXTERNAL_OPTION_SOURCES,
  ExternalFormQuery,
  ExternalFormReply,
  ExternalFormType,
  EXTERNAL_LIST_MESSAGES,
  ExternalListQuery,
  ExternalListReply,
  ExternalOptionsQuery,
  KioskDevice,
  KioskSaveBody,
  KioskSaveReply,
  OptionsReply,
  TERMINAL_MESSAGES as M,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { accessRule } from '../../platform/auth/access.js';
import { envContext } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireDevice, setDeviceCookie } from './device.js';
import { externalForm, loadProfileForm } from './external-forms.service.js';
import { searchExternalOptions } from './external-options.js';
import { terminalListView } from '../lists/index.js';
import { readSharing } from './hub.handlers.js';
import { saveKioskProfile } from './kiosk.service.js';
import { redeemCode } from './pairing.service.js';
import { terminalUserOf } from './terminals.access.js';
import { channels } from './terminals.channels.js';
import { presentDevice, presentTerminal } from './terminals.presenter.js';
import { findTerminal } from './terminals.repo.js';
import { announce, presenceNow, publishAfterCommit } from './terminals.service.js';

const tags = ['terminals'];
const publicRoute = { public: true } as const;

/** A paired device, or an operator of an office (who previews what the terminal shows). */
async function deviceOrOperator(deps: AppDeps, request: FastifyRequest): Promise<void> {
  if (request.auth && terminalUserOf(envContext(request.auth.actor, request.env))) return;
  await requireDevice(deps.db, request);
}

/**
 * What a terminal device calls (spec 2 §7 "External forms", "Register device"): no session, the
 * device credential instead. Registration is open to anyone, throttled per address.
 */
export const externalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  /** The paired device calling, by its credential (403 while it waits for a code). */
  const devices = accessRule((request) => requireDevice(deps.db, request));
  const devicesOrOperators = accessRule((request) => deviceOrOperator(deps, request));

  app.post(
    '/api/external/register',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Registra il dispositivo con il codice di 4 caratteri (limitato per indirizzo)',
        body: DeviceRegisterBody,
        response: replies(KioskDevice),
      },
    },
    async (request, reply) => {
      const redeemed = await redeemCode(deps.db, request.body.code, request.ip);
      if (!redeemed) throw new AppError('not_found', 404, M.codeInvalid, { code: M.codeInvalid });
      setDeviceCookie(deps.config, reply, redeemed.token);
      const row = (await findTerminal(deps.db, redeemed.terminalId, presenceNow(deps)))!;
      // The add-terminal modal, on whichever process, swaps the code for the "connected" message.
      await publishAfterCommit(deps, channels.office(row.groupId), {
        kind: 'send',
        message: {
          type: 'registerWSOKServer',
          wsId: row.wsId,
          group: row.groupSlug,
          message: M.connected,
          terminal: presentTerminal(row),
        },
      });
      await announce(deps, row.id);
      return ok(presentDevice(row, true));
    },
  );

  app.get(
    '/api/external/device',
    {
      config: publicRoute,
      preValidation: devices.preValidation,
      schema: {
        tags,
        summary: 'Il dispositivo registrato (o 403: in attesa di codice)',
        response: replies(KioskDevice),
      },
    },
    async (request) => ok(presentDevice(devices.granted(request), false)),
  );

  app.get(
    '/api/external/form/:formType',
    {
      config: publicRoute,
      preValidation: devicesOrOperators.preValidation,
      schema: {
        tags,
        summary: 'Il modulo del kiosk o del terminale assistito in una lingua (dati in data)',
        params: z.object({ formType: ExternalFormType }),
        querystring: ExternalFormQuery,
        response: replies(ExternalFormReply),
      },
    },
    async (request) => {
      const source = await loadProfileForm(deps.db, request.env);
      const { lang, sections, id } = request.query;
      return ok({ data: externalForm(source, request.params.formType, lang, { sections, id: id ?? null }) });
    },
  );

  app.get(
    '/api/external/options/:source.json',
    {
      config: publicRoute,
      preValidation: devicesOrOperators.preValidation,
      schema: {
        tags,
        summary: 'Opzioni di una select del modulo (almeno 3 caratteri): regioni, paesi UE ed extra UE',
        params: z.object({ source: z.enum(EXTERNAL_OPTION_SOURCES, { error: 'Origine non valida' }) }),
        querystring: ExternalOptionsQuery,
        response: replies(OptionsReply),
      },
    },
    async (request) => {
      const { search, lang } = request.query;
      return ok({ data: searchExternalOptions(request.params.source, search, lang) });
    },
  );

  app.get(
    '/api/external/list',
    {
      config: publicRoute,
      preValidation: devices.preValidation,
      schema: {
        tags,
        summary: 'La lista condivisa ora con questo terminale (solo quella: dati in data)',
        querystring: ExternalListQuery,
        response: replies(ExternalListReply),
      },
    },
    async (request) => {
      const terminal = devices.granted(request);
      const sharing = readSharing(terminal.sharingJson);
      const noList = new AppError('not_found', 404, EXTERNAL_LIST_MESSAGES.noList);
      // Only while an operator shares a list with this very terminal, and only that list.
      if (!terminal.sharingSocket || !sharing?.listId || !sharing.shareToken) throw noList;
      if (request.query.id !== undefined && request.query.id !== sharing.listId) throw noList;
      const view = await terminalListView(
        deps,
        terminal.groupId,
        sharing.listId,
        sharing.shareToken,
        sharing.lang,
      );
      if (!view) throw noList;
      return ok({ data: view });
    },
  );

  app.post(
    '/api/external/profile',
    {
      config: publicRoute,
      preValidation: devices.preValidation,
      schema: {
        tags,
        summary: 'Il kiosk salva il profilo del visitatore (type final, o timeout a fine countdown)',
        body: KioskSaveBody,
        response: replies(KioskSaveReply),
      },
    },
    async (request) => {
      const terminal = devices.granted(request);
      return ok(await saveKioskProfile(deps.db, terminal, request.body, request.env));
    },
  );
};
