/**
 * Visitor profiles ("Scheda turista", spec 2 §2 "Profile page", "Not-profiled page", §3 "Profile",
 * "Profile content template", §4 "Profiles", §7 "Profiles", "Share list"). A profile belongs to an
 * IAT office: its operators see and edit it, nobody else (the Admin group sees all).
 *
 * Routes (all under the signed-in session, capability profiles.use):
 * - GET    /api/profile.json                         page template (PROFILE_ROUTES.contentTemplate)
 * - GET    /api/crm/profilo?profiled=&id=            edit: form template + blank profile, or by id
 * - GET    /api/crm/profilo?id=                      preview (no `profiled`): template + model
 * - POST   /api/crm/profilo                          first save of a new profile (code, favourites)
 * - PUT    /api/crm/profilo/{id}                     save
 * - DELETE /api/crm/profilo/{id}                     delete
 * - GET    /api/crm/profilo/{id}?lang=               sharing: favourites link and visitor's e-mail
 * - POST   /api/crm/profilo/{id}/invia-email         send to e-mail: type contatto | pdf | doc
 * - GET    /api/crm/profilo/{id}/dati-personali      the visitor's data (JSON, on request)
 * - DELETE /api/crm/profilo/{id}/dati-personali      erase the visitor's contact data
 * - GET    /api/crm/profilo/anteprima/template       preview template
 * - GET    /api/crm/profilo/{id}/anteprima?type=&lang=  preview model
 * - POST   /api/crm/profili                          the "profiles" table template (table init)
 * - GET    /api/tables/profiles (table engine)       the table's page (search, filters, sort, page);
 *          its template also at /api/tables/profiles/template.json, delete POST /api/tables/profiles/delete
 * - GET    /api/crm/profili?from=&to=&slugs=         profiles of a period (a month), by day
 * - GET    /api/crm/profili/puo-esportare?iat=       can-export
 * - GET    /api/crm/preferiti/{listId}               favourites: a page of elements (list by listId)
 * - PUT    /api/crm/preferiti/{listId}/ordine        reorder: oldIndex → newIndex
 * - DELETE /api/crm/preferiti/{listId}/elementi      empty the list (all, or the given ids)
 * - POST   /api/crm/preferiti/elemento               toggle one item (creates the list if needed)
 * - POST   /api/crm/preferiti/da-lista               add all the items of a list
 */
export const PROFILE_ROUTES = {
  contentTemplate: '/api/profile.json',
  profile: '/api/crm/profilo',
  profileById: '/api/crm/profilo/{id}',
  sendEmail: '/api/crm/profilo/{id}/invia-email',
  personalData: '/api/crm/profilo/{id}/dati-personali',
  previewTemplate: '/api/crm/profilo/anteprima/template',
  previewModel: '/api/crm/profilo/{id}/anteprima',
  tableInit: '/api/crm/profili',
  profilesOfPeriod: '/api/crm/profili',
  canExport: '/api/crm/profili/puo-esportare',
  favourites: '/api/crm/preferiti/{listId}',
  favouritesReorder: '/api/crm/preferiti/{listId}/ordine',
  favouritesEmpty: '/api/crm/preferiti/{listId}/elementi',
  favouritesToggle: '/api/crm/preferiti/elemento',
  favouritesFromList: '/api/crm/preferiti/da-lista',
} as const;
