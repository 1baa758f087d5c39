import { paths } from '../../lib/paths';

export type Profiled = 'profiled' | 'not_profiled';

/** The side menu's "Nuova scheda" (its action): its key (Alt+N) is named on the buttons that do the same. */
export const PROFILE_MENU_ACTION = 'profile';

/** Where the profile screens are (spec 2 §2): the page of one profile, the table, the export. */
export function profilePaths(env: string) {
  const form = (profiled: Profiled) => (profiled === 'not_profiled' ? 'profile/not-profiled' : 'profile');
  return {
    table: () => paths.action(env, 'profiles'),
    /** A profile's page; `blank` hides the chrome (a window of its own). */
    profile: (profiled: Profiled, query: { id?: number | undefined; blank?: boolean } = {}) =>
      paths.action(env, form(profiled), {
        __blank: query.blank ? 'true' : undefined,
        id: query.id,
      }),
    exportProfile: () => paths.action(env, 'export-profile'),
  };
}

/** A new window on an app address (the add button, the table's open-form, "Modifica scheda"). */
export function openWindow(href: string): void {
  window.open(href, '_blank', 'noopener');
}
