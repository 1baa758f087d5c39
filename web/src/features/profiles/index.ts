/**
 * The visitor profiles (spec 2 §2): the profile page, the not-profiled page and the
 * profiles table with its preview. Each loads on its own when first shown.
 */
export const profilesPages = {
  profile: () => import('./profile-page').then((m) => m.ProfilePage),
  table: () => import('./table/profiles-page').then((m) => m.ProfilesPage),
};
