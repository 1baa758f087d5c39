/**
 * The export of visitor profiles (spec 2 §2 "Export modal", export-profile): the route's
 * page loads on its own when first shown.
 */
export const profileExportPages = {
  page: () => import('./export-profile-page').then((m) => m.ExportProfilePage),
};
