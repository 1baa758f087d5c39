/**
 * The visitor profiles (spec 2 §2): the profile page, the not-profiled page and the
 * profiles table with its preview. Each loads on its own when first shown.
 */
export const profilesPages = {
  profile: () => import('./profile-page').then((m) => m.ProfilePage),
  table: () => import('./table/profiles-page').then((m) => m.ProfilesPage),
};

/** share-contact-modal, for a contact shared on its own (the agenda): loads with the screen that opens it. */
export const shareContactModal = () =>
  import('./share/share-contact-modal').then((m) => ({ default: m.ShareContactModal }));
export type { SharedContact } from './share/share-contact-modal';
