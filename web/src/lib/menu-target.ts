import type { MenuItem, UserAction } from '@sportello/contracts';
import { isDocumentHref, LOGOUT_PATH, pathInEnv, paths, SWITCH_SITE_PATH } from './paths';

/** What activating a menu entry does: open a named modal, follow a link, or sign out (a POST). */
export type MenuTarget =
  | { kind: 'modal'; modal: string }
  | { kind: 'link'; href: string; newTab: boolean; download: boolean }
  | { kind: 'logout' };

const stripSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** A side-menu item (spec 3 §2: action, external, type download, modal). */
export function menuItemTarget(item: MenuItem, env: string): MenuTarget {
  if (item.modal) return { kind: 'modal', modal: item.modal };
  const download = item.type === 'download';
  if (item.external || isDocumentHref(item.action)) {
    return { kind: 'link', href: item.action, newTab: !!item.external, download };
  }
  const rel = stripSlashes(item.action);
  return { kind: 'link', href: rel ? paths.action(env, rel) : paths.envRoot(env), newTab: false, download };
}

/** Selected state: `match` (or the action) against the path inside the env; `exact` wants equality. */
export function isMenuItemSelected(item: MenuItem, pathname: string, env: string): boolean {
  if (item.modal || item.external || item.type === 'download') return false;
  const here = stripSlashes(pathInEnv(pathname, env));
  const target = stripSlashes(item.match ?? item.action);
  if (item.exact || target === '') return here === target;
  return here === target || here.startsWith(`${target}/`);
}

/**
 * The one entry of a menu that is the current page: of those that match, the most specific
 * ("content/review" rather than "content"); -1 none.
 */
export function selectedMenuIndex(items: MenuItem[], pathname: string, env: string): number {
  let best = -1;
  let length = -1;
  items.forEach((item, i) => {
    if (!isMenuItemSelected(item, pathname, env)) return;
    const target = stripSlashes(item.match ?? item.action).length;
    if (target > length) [best, length] = [i, target];
  });
  return best;
}

/**
 * A user-menu or top-action entry: the app url of its action with optional __blank=true and a v
 * timestamp; site switching is a full navigation to the server (params as the query); logout is
 * a POST (lib/sign-out), never a link.
 */
export function userActionTarget(action: UserAction, env: string): MenuTarget {
  if (action.modal) return { kind: 'modal', modal: action.modal };
  if (action.action.startsWith(LOGOUT_PATH)) return { kind: 'logout' };
  if (action.action.startsWith(SWITCH_SITE_PATH)) {
    return { kind: 'link', href: paths.switchSite(action.params), newTab: false, download: false };
  }
  if (isDocumentHref(action.action)) {
    const query = new URLSearchParams(action.params ?? {}).toString();
    return {
      kind: 'link',
      href: query ? `${action.action}?${query}` : action.action,
      newTab: !!action.blank,
      download: false,
    };
  }
  const href = paths.action(env, action.action, {
    ...action.params,
    __blank: action.blank ? 'true' : undefined,
    v: Date.now(),
  });
  return { kind: 'link', href, newTab: !!action.blank, download: false };
}
