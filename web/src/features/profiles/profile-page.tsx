import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import {
  EXPLORE_LOCALES,
  PROFILE_NODES,
  type Asset,
  type ListElement,
  type Profiled,
  type ProfileContentTemplate,
  type ProfileEditReply,
} from '@sportello/contracts';
import { FieldList, FieldScopeContext, useFormScope } from '../../components/form';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExplorePage, RES_PREFIX } from '../explore';
import { useTerminalLink } from '../terminals';
import { FavouriteAction } from './favourites/favourite-action';
import { FavouritesBar } from './favourites/favourites-bar';
import { FavouritesTab } from './favourites/favourites-tab';
import { visitorShareLanguage } from './favourites/share-language';
import { ListsTab } from './favourites/lists-tab';
import { FavouritesContext, useFavourites } from './favourites/use-favourites';
import { profilesMessages as m } from './messages';
import { ProfileHeader } from './profile-header';
import { ProfileTabs, type TabType } from './profile-tabs';
import { profilePaths } from './profile-paths';
import { contentTemplateQuery, profileEditQuery } from './profiles-api';
import { useProfileSave, useProfileTemplate } from './use-profile-save';

const SavedOverlay = lazy(() => import('./saved-overlay').then((mod) => ({ default: mod.SavedOverlay })));

/** The app bar's height (the shell's top bar, fixed): the sticky header sits under it. */
const APP_BAR_HEIGHT = 64;

/** The address keys of the page (explore's own keys — q, tab, item … — stay explore's). */
const PANE = 'pane';

/**
 * The profile page "Scheda turista" and the not-profiled page (spec 2 §2): the template's tabs
 * (explore in profile mode, the form, the favourites, the office's lists), its top actions (share,
 * save with a confirm), the add button; after the first save /profiles, or in __blank the overlay.
 */
export function ProfilePage({ profiled }: { profiled: Profiled }) {
  const { env } = useAppScope();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const content = useQuery(contentTemplateQuery(env, profiled));
  const edit = useQuery(profileEditQuery(env, profiled, id));
  // Once loaded, the screen names the profile by its code.
  useDocumentTitle(content.data && edit.data ? false : m.title);
  const failed = content.error ?? edit.error;
  if (failed) return <ProfileLoadError error={failed} />;
  if (!content.data || !edit.data) return <ProfileLoading />;
  return <ProfileScreen key={`${profiled}:${id ?? 'new'}`} content={content.data} reply={edit.data} />;
}

/**
 * A profile that is not there for this desk (another office's opened by its address: the server
 * answers 404 so that ids reveal nothing) says so and leads back to the office's profiles; a
 * network failure keeps the load error with Riprova.
 */
function ProfileLoadError({ error }: { error: unknown }) {
  const { env, blank } = useAppScope();
  return (
    <QueryError
      error={error}
      refusal={{
        heading: true,
        // 403 (no profiles here) needs nothing more than the server's reason.
        text: { not_found: m.refused.notFound },
        // A window of its own (__blank) has no table to go back to: it is closed instead.
        action: blank ? null : (
          <Button variant="contained" href={profilePaths(env).table()}>
            {m.refused.toTable}
          </Button>
        ),
      }}
    />
  );
}

function ProfileLoading() {
  return (
    <Box role="status" aria-label={m.loading} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width={320} sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

function ProfileScreen({ content, reply }: { content: ProfileContentTemplate; reply: ProfileEditReply }) {
  const { env, blank } = useAppScope();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const template = useProfileTemplate(reply.form);
  const form = useProfileSave(reply, template);
  const { profile } = form;
  const tabs = content.tabs;
  const pane = (params.get(PANE) as TabType | null) ?? tabs.find((t) => t.active)?.type ?? tabs[0]?.type;
  const tab = tabs.find((t) => t.type === pane) ?? tabs[0];
  const [overlay, setOverlay] = useState(false);
  const idPrefix = `p${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-`;
  const scope = useFormScope(idPrefix, form.state, template.fields);

  const code = profile.code ?? m.newCode;
  useDocumentTitle(profile.profiled === 'not_profiled' ? m.notProfiledTitle(code) : m.documentTitle(code));

  const setPane = useCallback(
    (type: TabType) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(PANE, type);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // What the visitor types on the desk's terminal lands in the form, field by field; the operator saves.
  const { setValues } = form.state;
  const terminal = useTerminalLink({
    profileId: profile.id,
    onAnswers: useCallback((values: Record<string, unknown>) => setValues(values), [setValues]),
  });

  const favourites = useFavourites({
    listId: profile.listId,
    profileId: profile.id,
    onListId: form.setListId,
    goToFavourites: useCallback(() => setPane('favourites'), [setPane]),
  });

  const save = async (action: ProfileContentTemplate['actions'][number] | null) => {
    const first = profile.id === null;
    const saved = await form.save(action, () => setPane('profile'));
    if (!saved) return;
    if (blank) return setOverlay(true);
    if (first) return void navigate(profilePaths(env).table());
    // The address names the saved profile: a reload opens it, not a blank one.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('id', String(saved.id));
        return next;
      },
      { replace: true },
    );
  };
  const saveAction = content.actions.find((a) => a.type === 'save') ?? null;

  // The desk records a visit by keyboard: a new profile starts in its first field, and Ctrl+Invio
  // (or Ctrl+S) saves from anywhere on the page; Invio in a text field submits the form as usual.
  const { formRef } = form;
  const onForm = tab?.type === 'profile';
  useEffect(() => {
    if (!onForm || profile.id !== null) return;
    formRef.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]), [role=combobox], textarea')
      ?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the form is first shown
  }, [onForm]);
  const onKeyDown = (e: KeyboardEvent) => {
    const ctrl = e.ctrlKey || e.metaKey;
    if (!ctrl || (e.key !== 'Enter' && e.key.toLowerCase() !== 's')) return;
    // Keys in a dialog (a portal, the save's own confirm) bubble here too: not a second save.
    if (!(e.target instanceof Node) || !e.currentTarget.contains(e.target)) return;
    // Before the field's own keys (a drop-down opens on Invio): the keys save, nothing else.
    e.preventDefault();
    e.stopPropagation();
    void save(saveAction);
  };

  const openElement = (e: ListElement) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(PANE, 'search');
      next.set('item', `${e.type}:${RES_PREFIX}${e.resId}`);
      if (e.locale !== 'it') next.set('itemLang', e.locale);
      return next;
    });

  // The favourites go out in the visitor's language (what the form says now, saved or not), else
  // in the language explore searches in (the embedded explore keeps it in the address too).
  const shareLang = visitorShareLanguage(form.state.values) ?? searchLanguage(params);
  const recipient = {
    email: textOf(form.state.values, PROFILE_NODES.email),
    phone: textOf(form.state.values, PROFILE_NODES.phone),
  };

  const panels: Record<TabType, () => ReactNode> = {
    search: () => (
      <>
        <FavouritesBar
          code={profile.code}
          lang={shareLang}
          recipient={recipient}
          terminal={terminal}
          onOpenTab={() => setPane('favourites')}
        />
        <ExplorePage embedded itemActions={itemActions} />
      </>
    ),
    profile: () => (
      <Box
        component="form"
        id={`${idPrefix}form`}
        ref={form.formRef}
        noValidate
        aria-label={reply.form.title}
        onSubmit={(e) => {
          e.preventDefault();
          void save(saveAction);
        }}
        sx={{ maxWidth: 960 }}
      >
        <FieldScopeContext.Provider value={scope}>
          <FieldList fields={template.fields} />
        </FieldScopeContext.Provider>
      </Box>
    ),
    favourites: () => (
      <FavouritesTab
        listId={profile.listId}
        code={profile.code ?? m.title}
        lang={shareLang}
        recipient={recipient}
        onOpen={openElement}
        terminal={terminal}
      />
    ),
    lists: () => <ListsTab />,
  };

  return (
    <FavouritesContext.Provider value={favourites}>
      <Box onKeyDownCapture={onKeyDown}>
        {/* Salva and the tabs stay in reach while the long form scrolls (under the app bar). */}
        <Box
          sx={{
            position: 'sticky',
            top: blank ? 0 : APP_BAR_HEIGHT,
            zIndex: 3,
            bgcolor: 'background.default',
            pt: blank ? 2 : 0,
          }}
        >
          <ProfileHeader
            content={content}
            profile={profile}
            values={form.state.values}
            dirty={form.dirty}
            busy={form.busy}
            formId={tab?.type === 'profile' ? `${idPrefix}form` : undefined}
            onSave={(action) => void save(action)}
            terminal={terminal}
          />
          {tabs.length > 1 ? (
            <ProfileTabs tabs={tabs} selected={tab?.type} onSelect={setPane} favourites={favourites.count} />
          ) : null}
        </Box>
        <Box
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          id={tab ? `profile-panel-${tab.type}` : undefined}
          aria-labelledby={tabs.length > 1 && tab ? `profile-tab-${tab.type}` : undefined}
          sx={{ pt: 2 }}
        >
          {tab ? panels[tab.type]() : null}
        </Box>
        {overlay ? (
          <Suspense fallback={null}>
            <SavedOverlay inBlank={content.inBlank} profile={profile} onClose={() => setOverlay(false)} />
          </Suspense>
        ) : null}
      </Box>
    </FavouritesContext.Provider>
  );
}

/** Explore's search language, from the address (`locale`; Italian when absent). */
const searchLanguage = (params: URLSearchParams) => {
  const locale = params.get('locale');
  return locale && (EXPLORE_LOCALES as readonly string[]).includes(locale) ? locale : 'it';
};

/** A text value of the profile (the visitor's language, e-mail, number), when it has one. */
const textOf = (values: Record<string, unknown>, node: string) =>
  typeof values[node] === 'string' ? (values[node] as string) : undefined;

const itemActions = (asset: Asset, place: 'card' | 'preview') => (
  <FavouriteAction
    place={place}
    item={{ resId: asset.resId, type: asset.type, locale: asset.locale, title: asset.title }}
  />
);
