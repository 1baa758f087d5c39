import {
  LANG_SHARE_OPTIONS,
  shareLink,
  type AppConfig,
  type Environment,
  type MainMenu,
  type MenuItem,
} from '@sportello/contracts';
import type { Config } from '../../config.js';
import { envContext, type Actor, type EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import type { Db } from '../../platform/db/connect.js';
import { requireTemplate } from '../../platform/templates/index.js';
import { LANGUAGE_OPTIONS } from './languages.js';
import { loadInactiveTemplate } from './inactive-modal.js';
import { isAccountActive, presentConfigUser, rootEnvOf } from './shell.presenter.js';
import { isRouteDisabled } from './route-disabled.js';
import { menuConditionOf, menuCounterOf } from './menu-counters.js';
import { searchableTypes } from './search/search.service.js';
import { listApps } from './shell.repo.js';
import { accreditationWaits } from './accreditation-waits.js';
import {
  MenuTemplate,
  SettingsTemplate,
  TEMPLATE_KINDS,
  type MenuTemplateItem,
} from './shell.template-schemas.js';

/**
 * The user's environments: the apps of their memberships (admins: every app), in menu order. One
 * that is not active says why: every membership there waits on an accreditation (pending), or an
 * administrator switched it off (suspended).
 */
export async function listEnvironments(db: Db, actor: Actor): Promise<Environment[]> {
  const apps = await listApps(db);
  // Only a disabled membership raises the question of a request waiting for approval.
  const waiting = actor.memberships.some((m) => m.stato !== 1)
    ? await accreditationWaits()(db, actor.userId)
    : new Set<string>();
  return apps
    .filter((a) => actor.isAdmin || actor.memberships.some((m) => m.appId === a.id))
    .map((a) => {
      const here = actor.memberships.filter((m) => m.appId === a.id);
      const active = actor.isAdmin || here.some((m) => m.stato === 1);
      const pending = here.every((m) => waiting.has(`${m.groupId}:${m.appId}`));
      return {
        id: a.id,
        slug: a.slug,
        name: a.name,
        description: a.description,
        active,
        ...(active ? {} : { inactiveReason: pending ? ('pending' as const) : ('suspended' as const) }),
        isDefault: a.isDefault === 1,
      };
    });
}

/**
 * The environment a request works in: the one the page names when it is one of the user's
 * (spec 3 §2: otherwise it is ignored), else the user's root environment.
 */
export function resolveContext(actor: Actor, requested: string, environments: Environment[]): EnvContext {
  if (environments.some((e) => e.slug === requested)) return envContext(actor, requested);
  return envContext(actor, rootEnvOf(actor, envContext(actor, requested)));
}

export const settingsFor = (db: Db, env: string) =>
  requireTemplate(db, SettingsTemplate, TEMPLATE_KINDS.settings, 'main', env);

/** The tile server and starting view of the environment's maps (its settings template). */
export const mapSettingsFor = async (db: Db, env: string) => (await settingsFor(db, env)).map;

export async function buildAppConfig(
  db: Db,
  config: Config,
  actor: Actor,
  requested: string,
): Promise<AppConfig> {
  const environments = await listEnvironments(db, actor);
  const ctx = resolveContext(actor, requested, environments);
  const settings = await settingsFor(db, ctx.env);
  const inactive = isAccountActive(actor) ? null : await loadInactiveTemplate(db, ctx.env);
  const user = presentConfigUser(ctx, environments, inactive);
  return {
    /** Where the browser must go instead of rendering (none today: every signed-in user gets the app). */
    redirect: null,
    user,
    /** The user's home environment (brand link, default route). */
    rootEnv: user.rootEnv,
    /** The environment this configuration is for: the requested one if it is the user's. */
    env: ctx.env,
    /** Every app route sits under {appPrefix}/{env}/. */
    appPrefix: config.appPrefix,
    /** App routes removed in this environment (settings template). */
    disabledRoutes: settings.disabledRoutes,
    /** Banners for every page (settings template). */
    alerts: settings.alerts,
    /** Public address of this Sportello, for absolute links (shares, e-mails). */
    rootDomain: config.publicUrl,
    /** Tile server and starting view of every map (settings template). */
    map: settings.map,
    /** Content languages, Italian first, with Italian names and flag country codes. */
    languages: LANGUAGE_OPTIONS,
    /** What the top-bar search may look for here (the registered sources this user may open). */
    searchTypes: searchableTypes(ctx, settings.disabledRoutes),
    /** The list share address and the share languages and texts. */
    shareListPdf: { link: shareLink(config.publicUrl, '{token}') },
    langShareOptions: LANG_SHARE_OPTIONS,
  };
}

export { isRouteDisabled };

const toClientItem = ({
  capability: _capability,
  hideForAdmin: _hide,
  ...item
}: MenuTemplateItem): MenuItem => item;

/** The side menu: the environment's menu template, less what the user may not do or what is disabled. */
export async function buildMainMenu(db: Db, actor: Actor, requested: string): Promise<MainMenu> {
  const environments = await listEnvironments(db, actor);
  const ctx = resolveContext(actor, requested, environments);
  const [menu, settings] = await Promise.all([
    requireTemplate(db, MenuTemplate, TEMPLATE_KINDS.menu, 'main', ctx.env),
    settingsFor(db, ctx.env),
  ]);
  const visible = menu.items.filter(
    (item) =>
      (!item.capability || can(ctx, item.capability)) &&
      !(item.hideForAdmin && ctx.actor.isAdmin) &&
      (item.external || !item.action || !isRouteDisabled(item.action, settings.disabledRoutes)),
  );
  const shown = await Promise.all(
    visible.map(async (item) => (await menuConditionOf(item.action)?.(db, ctx)) ?? true),
  );
  const items = await Promise.all(
    visible
      .filter((_, i) => shown[i])
      .map(async (item) => {
        const counter = menuCounterOf(item.action);
        return counter ? { ...toClientItem(item), notifies: await counter(db, ctx) } : toClientItem(item);
      }),
  );
  return { items };
}

/** Where /service/switch-site.jsp sends the browser: the chosen environment if it is the user's. */
export async function switchSiteTarget(db: Db, config: Config, actor: Actor, env: string): Promise<string> {
  const environments = await listEnvironments(db, actor);
  return environments.some((e) => e.slug === env) ? `${config.appPrefix}/${env}/` : `${config.appPrefix}/`;
}
