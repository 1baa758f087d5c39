import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CanExportQuery,
  CanExportReply,
  FavouriteToggleBody,
  FavouritesEmptyBody,
  FavouritesFromListBody,
  FavouritesListParams,
  FavouritesPage,
  FavouritesPageQuery,
  FavouritesReorderBody,
  FavouritesReply,
  ProfileContentQuery,
  ProfileContentTemplate,
  ProfileDeleteReply,
  ProfileEditReply,
  ProfileEraseReply,
  ProfileGetQuery,
  ProfileIdParams,
  ProfilePersonalData,
  ProfilePreviewModel,
  ProfilePreviewModelQuery,
  ProfilePreviewReply,
  ProfilePreviewTemplate,
  ProfileSaveBody,
  ProfileSaveReply,
  ProfileSendEmailBody,
  ProfileSendEmailReply,
  ProfileShareQuery,
  ProfileShareReply,
  ProfilesOfPeriodQuery,
  ProfilesOfPeriodReply,
  TableTemplate,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { tableTemplate } from '../tables/index.js';
import { requireProfileUser } from './profiles.access.js';
import * as favs from './profiles.favourites.js';
import { eraseContactData, exportPersonalData } from './profiles.personal.js';
import { canExport, preview, previewModel, profilesOfPeriod } from './profiles.queries.js';
import * as profiles from './profiles.service.js';
import { sendEmail, shareInfo } from './profiles.share.js';
import { profilesTable } from './profiles.table.js';
import { contentTemplate, PREVIEW_TEMPLATE } from './profiles.templates.js';

const profileUsers = accessRule(requireProfileUser);
const tags = ['profiles'];

/** The calls of spec 2 §7 "Profiles" and profile sharing, at their paths; every one within the user's offices. */
export const profilesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', profileUsers.preValidation);

  app.get(
    '/api/profile.json',
    {
      schema: {
        tags,
        summary: 'Template della pagina Scheda turista',
        querystring: ProfileContentQuery,
        response: replies(ProfileContentTemplate),
      },
    },
    async (request) => ok(contentTemplate(request.query.profiled, deps.config.publicUrl)),
  );

  app.get(
    '/api/crm/profilo',
    {
      schema: {
        tags,
        summary: 'Modulo della scheda (profiled, id facoltativo) oppure anteprima (solo id)',
        querystring: ProfileGetQuery,
        response: replies(z.union([ProfileEditReply, ProfilePreviewReply])),
      },
    },
    async (request) => {
      const user = profileUsers.granted(request);
      const { profiled, id } = request.query;
      if (profiled === undefined) return ok(await preview(db, user, id!));
      return ok(await profiles.editForm(db, user, profiled, id));
    },
  );

  app.post(
    '/api/crm/profilo',
    {
      schema: {
        tags,
        summary: 'Primo salvataggio di una scheda',
        body: ProfileSaveBody,
        response: replies(ProfileSaveReply),
      },
    },
    async (request) => ok(await profiles.createProfile(db, profileUsers.granted(request), request.body)),
  );

  app.put(
    '/api/crm/profilo/:id',
    {
      schema: {
        tags,
        summary: 'Salva una scheda',
        params: ProfileIdParams,
        body: ProfileSaveBody,
        response: replies(ProfileSaveReply),
      },
    },
    async (request) =>
      ok(await profiles.updateProfile(db, profileUsers.granted(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/crm/profilo/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una scheda (e i suoi preferiti)',
        params: ProfileIdParams,
        response: replies(ProfileDeleteReply),
      },
    },
    async (request) => ok(await profiles.deleteProfile(db, profileUsers.granted(request), request.params.id)),
  );

  app.get(
    '/api/crm/profilo/anteprima/template',
    {
      schema: {
        tags,
        summary: "Template dell'anteprima (profiles-preview-modal)",
        response: replies(ProfilePreviewTemplate),
      },
    },
    async () => ok(PREVIEW_TEMPLATE),
  );

  app.get(
    '/api/crm/profilo/:id/anteprima',
    {
      schema: {
        tags,
        summary: "Modello dell'anteprima",
        params: ProfileIdParams,
        querystring: ProfilePreviewModelQuery,
        response: replies(ProfilePreviewModel),
      },
    },
    async (request) => {
      const user = profileUsers.granted(request);
      const row = await profiles.profileFor(db, user, request.params.id);
      return ok(previewModel(row, request.query.type, request.query.lang));
    },
  );

  // Issues the favourites' share link (a token, counted in the statistics): the CSRF header is needed.
  app.get(
    '/api/crm/profilo/:id',
    {
      config: { changesData: true },
      schema: {
        tags,
        summary: "Condivisione: link ai preferiti nella lingua, e-mail del visitatore, contatti dell'ufficio",
        params: ProfileIdParams,
        querystring: ProfileShareQuery,
        response: replies(ProfileShareReply),
      },
    },
    async (request) =>
      ok(await shareInfo(deps, profileUsers.granted(request), request.params.id, request.query.lang)),
  );

  app.post(
    '/api/crm/profilo/:id/invia-email',
    {
      schema: {
        tags,
        summary: 'Invia per e-mail: contatto, pdf (preferiti) o doc',
        params: ProfileIdParams,
        body: ProfileSendEmailBody,
        response: replies(ProfileSendEmailReply),
      },
    },
    async (request) =>
      ok(await sendEmail(deps, profileUsers.granted(request), request.params.id, request.body)),
  );

  app.get(
    '/api/crm/profilo/:id/dati-personali',
    {
      schema: {
        tags,
        summary: 'I dati del visitatore (JSON, su richiesta)',
        params: ProfileIdParams,
        response: replies(ProfilePersonalData),
      },
    },
    async (request) => ok(await exportPersonalData(db, profileUsers.granted(request), request.params.id)),
  );

  app.delete(
    '/api/crm/profilo/:id/dati-personali',
    {
      schema: {
        tags,
        summary: 'Cancella i dati di contatto del visitatore',
        params: ProfileIdParams,
        response: replies(ProfileEraseReply),
      },
    },
    async (request) => ok(await eraseContactData(db, profileUsers.granted(request), request.params.id)),
  );

  app.post(
    '/api/crm/profili',
    {
      schema: {
        tags,
        summary: 'Template della tabella "profiles" (la pagina: GET /api/tables/profiles)',
        response: replies(TableTemplate),
      },
    },
    async (request) => ok(await tableTemplate(deps, profilesTable, profileUsers.granted(request).ctx)),
  );

  app.get(
    '/api/crm/profili',
    {
      schema: {
        tags,
        summary: 'Schede di un periodo (from, to GG-MM-AAAA HH:mm; slugs)',
        querystring: ProfilesOfPeriodQuery,
        response: replies(ProfilesOfPeriodReply),
      },
    },
    async (request) => ok(await profilesOfPeriod(db, profileUsers.granted(request), request.query)),
  );

  app.get(
    '/api/crm/profili/puo-esportare',
    {
      schema: {
        tags,
        summary: "Se l'utente può esportare (e quali uffici)",
        querystring: CanExportQuery,
        response: replies(CanExportReply),
      },
    },
    async (request) => ok(await canExport(db, profileUsers.granted(request), request.query.iat)),
  );

  app.get(
    '/api/crm/preferiti/:listId',
    {
      schema: {
        tags,
        summary: 'Preferiti di una scheda (6 per pagina)',
        params: FavouritesListParams,
        querystring: FavouritesPageQuery,
        response: replies(FavouritesPage),
      },
    },
    async (request) =>
      ok(await favs.page(db, profileUsers.granted(request), request.params.listId, request.query)),
  );

  app.put(
    '/api/crm/preferiti/:listId/ordine',
    {
      schema: {
        tags,
        summary: 'Riordina i preferiti (oldIndex → newIndex)',
        params: FavouritesListParams,
        body: FavouritesReorderBody,
        response: replies(FavouritesReply),
      },
    },
    async (request) =>
      ok(
        await favs.reorder(
          db,
          profileUsers.granted(request),
          request.params.listId,
          request.body.oldIndex,
          request.body.newIndex,
        ),
      ),
  );

  app.delete(
    '/api/crm/preferiti/:listId/elementi',
    {
      schema: {
        tags,
        summary: 'Svuota i preferiti (o rimuove gli elementi indicati)',
        params: FavouritesListParams,
        body: FavouritesEmptyBody,
        response: replies(FavouritesReply),
      },
    },
    async (request) =>
      ok(await favs.empty(db, profileUsers.granted(request), request.params.listId, request.body?.items)),
  );

  app.post(
    '/api/crm/preferiti/elemento',
    {
      schema: {
        tags,
        summary: 'Aggiunge o toglie un elemento dai preferiti',
        body: FavouriteToggleBody,
        response: replies(FavouritesReply),
      },
    },
    async (request) => ok(await favs.toggle(db, profileUsers.granted(request), request.body)),
  );

  app.post(
    '/api/crm/preferiti/da-lista',
    {
      schema: {
        tags,
        summary: 'Aggiunge ai preferiti tutti gli elementi di una lista',
        body: FavouritesFromListBody,
        response: replies(FavouritesReply),
      },
    },
    async (request) => ok(await favs.addAll(db, profileUsers.granted(request), request.body)),
  );
};
