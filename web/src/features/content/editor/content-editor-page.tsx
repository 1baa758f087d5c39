import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  CONTENT_LANGUAGES,
  type ContentFamily,
  type ContentLang,
  type ContentSaveInput,
} from '@sportello/contracts';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { editorKeys, editorPaths, loadDocument, sendOnLeave, type LoadTarget } from './editor-api';
import { EditorScreen, type LeaveHooks } from './editor-screen';
import type { ReloadOptions } from './use-editor';
import { LockedScreen } from './locked-screen';
import { editorMessages as m } from './messages';

const positiveInt = (s: string | undefined): number | undefined => {
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** ?lang=…: its last two characters give the language to open (spec 1 §2). */
const langFromQuery = (q: string | null): ContentLang | undefined => {
  const code = q?.slice(-2).toLowerCase();
  return CONTENT_LANGUAGES.find((l) => l === code);
};

/** The editor's session for a content survives a reload of the tab (the lock belongs to it). */
const sessionKey = (id: number) => `sportello.editor.session.${id}`;
const storedSession = (id: number | undefined): string | undefined => {
  if (!id) return undefined;
  try {
    return sessionStorage.getItem(sessionKey(id)) ?? undefined;
  } catch {
    return undefined;
  }
};
const storeSession = (id: number, sessionId: string) => {
  try {
    sessionStorage.setItem(sessionKey(id), sessionId);
  } catch {
    // Private mode: the session lasts as long as the page.
  }
};

interface Loaded {
  /** The route the target was made for. */
  route: string;
  target: LoadTarget;
}

/**
 * Content editor (content, guide and report containers; spec 1 §2 "Content editor", §4): loads
 * the document for the route (create/:typeId, edit/:contentId/:vt?), shows the locked screen when
 * another session holds the content, and keeps its lock until the page is left.
 */
export function ContentEditorPage({ family }: { family: ContentFamily }) {
  const { env } = useAppScope();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const typeId = positiveInt(params.typeId);
  const contentId = positiveInt(params.contentId);
  const vt = params.vt === 'true';
  const route = `${typeId ?? ''}|${contentId ?? ''}|${vt}`;
  const fromRoute = (): LoadTarget => ({
    typeId: contentId ? undefined : typeId,
    contentId,
    vt,
    autosave: !!contentId,
    takeOver: false,
    nonce: 0,
  });

  const [loaded, setLoaded] = useState<Loaded>(() => ({ route, target: fromRoute() }));
  // A content this page created (and put in the address itself) is already loaded: keep it.
  const [adopted, setAdopted] = useState<number | null>(null);
  if (loaded.route !== route) {
    setLoaded(
      adopted !== null && contentId === adopted && !vt
        ? { route, target: loaded.target }
        : { route, target: fromRoute() },
    );
  }
  const { target } = loaded;

  // The session the lock belongs to, shared by the loads of this page and its last editor's leave.
  const session = useRef<{ id: number | null; sessionId: string | undefined }>({
    id: null,
    sessionId: undefined,
  });
  const leave = useRef<LeaveHooks | null>(null);

  const query = useQuery({
    queryKey: editorKeys.load(family, target),
    queryFn: async ({ signal }) => {
      const known = session.current;
      const id = target.contentId ?? null;
      const sessionId =
        (id !== null && known.id === id ? known.sessionId : undefined) ?? storedSession(target.contentId);
      const reply = await loadDocument(target, sessionId, signal);
      const replyId = reply.params.id;
      session.current = { id: replyId, sessionId: reply.params.sessionId };
      if (replyId) storeSession(replyId, reply.params.sessionId);
      return reply;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const reload = useCallback(
    (options: ReloadOptions = {}) =>
      setLoaded((l) => {
        const id = session.current.id ?? l.target.contentId;
        return {
          route: l.route,
          target: {
            typeId: id ? undefined : l.target.typeId,
            contentId: id ?? undefined,
            vt: l.target.vt,
            autosave: options.autosave ?? !!id,
            takeOver: options.takeOver ?? false,
            kept: options.kept,
            nonce: l.target.nonce + 1,
          },
        };
      }),
    [],
  );

  /** A new content got its id (save or autosave): the address says so, without loading again. */
  const adopt = useCallback(
    (id: number, sessionId: string) => {
      session.current = { id, sessionId };
      storeSession(id, sessionId);
      // Known before the address changes, so the new address does not load the content again.
      flushSync(() => setAdopted(id));
      void navigate(`${editorPaths.edit(env, family, id)}${window.location.search}`, { replace: true });
    },
    [env, family, navigate],
  );

  // Leaving the page (another route, closing the tab): the last unsaved text goes to the user's
  // autosave, then the lock is given back.
  useEffect(() => {
    const flush = () => {
      const { id, sessionId } = session.current;
      const pending: ContentSaveInput | null = leave.current?.pendingAutosave() ?? null;
      const release = () =>
        id && sessionId ? sendOnLeave('/api/content/lock', { id, sessionId, action: 'release' }) : undefined;
      if (pending) void sendOnLeave('/api/content-save.json', pending).then(release);
      else void release();
    };
    const onPageHide = () => flush();
    const onPageShow = (e: PageTransitionEvent) => {
      // Back from the page cache: the lock was given back; the next heartbeat takes it again.
      if (e.persisted) leave.current?.resume();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      flush();
    };
  }, []);

  const reply = query.data;
  useDocumentTitle(!reply ? null : reply.status === 'locked' ? m.lock.title : reply.info.title);

  if (query.isError) return <QueryError error={query.error} />;
  if (!reply || (query.isFetching && reply.status === 'locked')) return <EditorSkeleton />;
  if (reply.status === 'locked')
    return (
      <LockedScreen
        reply={reply}
        listHref={editorPaths.list(env, family)}
        onRefresh={() => reload()}
        onTakeOver={() => reload({ takeOver: true })}
      />
    );
  return (
    <EditorScreen
      key={query.dataUpdatedAt}
      doc={reply}
      family={family}
      initialLang={langFromQuery(search.get('lang'))}
      fromContentId={!!target.contentId}
      leaveRef={leave}
      onAdopt={adopt}
      onReload={reload}
    />
  );
}

function EditorSkeleton() {
  return (
    <Box role="status" aria-label={m.loading}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={36} sx={{ mb: 3, maxWidth: 520 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 240px' } }}>
        <Stack spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={i === 2 ? 180 : 72} />
          ))}
        </Stack>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      </Box>
    </Box>
  );
}
