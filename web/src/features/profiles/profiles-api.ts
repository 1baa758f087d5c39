import { queryOptions } from '@tanstack/react-query';
import {
  PROFILE_ROUTES,
  type FavouritesPage,
  type FavouritesReply,
  type Profiled,
  type ProfileContentTemplate,
  type ProfileEditReply,
  type ProfileEraseReply,
  type ProfilePersonalData,
  type ProfilePreviewReply,
  type ProfileSaveBody,
  type ProfileSaveReply,
  type ProfileSendEmailBody,
  type ListShareSendReply,
  type ProfileShareReply,
} from '@sportello/contracts';
import { api } from '../../lib/api';
import type { ElementCalls } from '../lists';

const at = (route: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce(
    (path, [k, v]) => path.replace(`{${k}}`, encodeURIComponent(String(v))),
    route,
  );

/** Every query of the profiles feature lives under ['profiles']. */
export const profilesKeys = {
  all: () => ['profiles'] as const,
  content: (env: string, profiled: Profiled) => ['profiles', env, 'content', profiled] as const,
  edit: (env: string, profiled: Profiled, id: number | null) =>
    ['profiles', env, 'edit', profiled, id] as const,
  preview: (env: string, id: number) => ['profiles', env, 'preview', id] as const,
  share: (env: string, id: number, lang: string) => ['profiles', env, 'share', id, lang] as const,
};

/** GET /api/profile.json: the page's tabs, top actions, add button, overlay and share block. */
export const contentTemplateQuery = (env: string, profiled: Profiled) =>
  queryOptions({
    queryKey: profilesKeys.content(env, profiled),
    queryFn: ({ signal }) =>
      api<ProfileContentTemplate>(PROFILE_ROUTES.contentTemplate, {
        query: { profiled },
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });

/** GET /api/crm/profilo?profiled=&id=: the form and the profile (blank without id). */
export const profileEditQuery = (env: string, profiled: Profiled, id: number | null) =>
  queryOptions({
    queryKey: profilesKeys.edit(env, profiled, id),
    queryFn: ({ signal }) =>
      api<ProfileEditReply>(PROFILE_ROUTES.profile, {
        query: { profiled, id: id ?? undefined },
        signal,
        silent: true,
      }),
    // A profile opened again shows what the server holds now (another desk may have saved it).
    staleTime: 0,
    gcTime: 0,
  });

/** GET /api/crm/profilo?id=: the preview's template and model (profiles-preview-modal). */
export const profilePreviewQuery = (env: string, id: number) =>
  queryOptions({
    queryKey: profilesKeys.preview(env, id),
    queryFn: ({ signal }) =>
      api<ProfilePreviewReply>(PROFILE_ROUTES.profile, { query: { id }, signal, silent: true }),
  });

/** GET /api/crm/profilo/{id}?lang=: the favourites PDF link and the visitor's e-mail and phone. */
export const profileShareQuery = (env: string, id: number, lang: string) =>
  queryOptions({
    queryKey: profilesKeys.share(env, id, lang),
    queryFn: ({ signal }) =>
      api<ProfileShareReply>(at(PROFILE_ROUTES.profileById, { id }), {
        query: { lang },
        signal,
        silent: true,
      }),
    staleTime: 30_000,
  });

/** The first save makes the profile (POST), later ones update it (PUT). */
export const saveProfile = (id: number | null, body: ProfileSaveBody) =>
  id === null
    ? api<ProfileSaveReply>(PROFILE_ROUTES.profile, { method: 'POST', body, silent: true })
    : api<ProfileSaveReply>(at(PROFILE_ROUTES.profileById, { id }), { method: 'PUT', body, silent: true });

export const sendProfileEmail = (id: number, body: ProfileSendEmailBody) =>
  api<ListShareSendReply>(at(PROFILE_ROUTES.sendEmail, { id }), { method: 'POST', body });

/** Adds the item to the favourites when absent, removes it when present (the list is made if needed). */
export const toggleFavourite = (body: {
  listId: number | null;
  profileId: number | null;
  resId: string;
  type: string;
  locale: string;
}) => api<FavouritesReply>(PROFILE_ROUTES.favouritesToggle, { method: 'POST', body });

/** Every element of one of the office's lists joins the favourites. */
export const addAllFromList = (body: {
  listId: number | null;
  profileId: number | null;
  fromListId: number;
}) => api<FavouritesReply>(PROFILE_ROUTES.favouritesFromList, { method: 'POST', body });

/**
 * A profile's favourites, in order (at most 200: the page shows 6 at a time). The key sits under
 * the lists' own, so the lists' refresh after a change covers it.
 */
export const favouritesQuery = (env: string, listId: number) =>
  queryOptions({
    queryKey: ['lists', env, 'favourites', listId] as const,
    queryFn: ({ signal }) =>
      api<FavouritesPage>(at(PROFILE_ROUTES.favourites, { listId }), {
        query: { page: 1, itemsPerPage: 200 },
        signal,
        silent: true,
      }),
    staleTime: 5_000,
  });

/** Reorder and remove through the profile's routes (the profile's office decides, the Admin any). */
export const favouritesCalls = (listId: number): ElementCalls => ({
  changePosition: (element, position) =>
    api<FavouritesReply>(at(PROFILE_ROUTES.favouritesReorder, { listId }), {
      method: 'PUT',
      body: { oldIndex: element.position - 1, newIndex: position - 1 },
    }),
  removeOne: (element) =>
    api<FavouritesReply>(at(PROFILE_ROUTES.favouritesEmpty, { listId }), {
      method: 'DELETE',
      body: { items: [element.id] },
    }),
  removeIds: (ids) =>
    api<FavouritesReply>(at(PROFILE_ROUTES.favouritesEmpty, { listId }), {
      method: 'DELETE',
      body: { items: ids },
    }),
});

export const deleteProfile = (id: number) =>
  api<{ id: number; message: string }>(at(PROFILE_ROUTES.profileById, { id }), { method: 'DELETE' });

/** The visitor's data on request (a JSON file), and the erasure of their contact data. */
export const personalData = (id: number) => api<ProfilePersonalData>(at(PROFILE_ROUTES.personalData, { id }));
export const eraseContact = (id: number) =>
  api<ProfileEraseReply>(at(PROFILE_ROUTES.personalData, { id }), { method: 'DELETE' });
