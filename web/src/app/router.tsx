import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { EXPLORE_ENV } from '@sportello/contracts';
import { FullPageSpinner } from '../components/full-page-spinner';
import { authPages } from '../features/auth';
import { contentPages } from '../features/content';
import { lazyPage } from '../components/lazy-page';
import { useAppScope } from '../lib/app-scope';
import { APP_PREFIX } from '../lib/paths';
import { CrashPage } from './errors/crash-page';
import { NotFoundPage } from './errors/not-found-page';
import { AppLayout } from './shell/app-layout';
import { EnvEntry } from './shell/env-entry';
import { RouteEnabled } from './shell/route-enabled';

const LoginPage = lazyPage(authPages.login);
const ForgotPasswordPage = lazyPage(authPages.forgotPassword);
const ResetPasswordPage = lazyPage(authPages.resetPassword);
const LogoutPage = lazyPage(authPages.logout);
const HomePage = lazyPage(() => import('../features/home').then((m) => m.HomePage));
const OutboxPage = lazyPage(() => import('../features/outbox').then((m) => m.OutboxPage));
const DynamicPage = lazyPage(() => import('../features/pages').then((m) => m.DynamicPage));
const RequestsPage = lazyPage(() => import('../features/requests').then((m) => m.RequestsPage));
const ApiKeysPage = lazyPage(() => import('../features/partner-keys').then((m) => m.ApiKeysPage));
const WidgetPage = lazyPage(() => import('../features/widget').then((m) => m.WidgetPage));
const DashboardPage = lazyPage(() => import('../features/dashboards').then((m) => m.DashboardPage));
const VisitorsDashboardPage = lazyPage(() =>
  import('../features/dashboards').then((m) => m.VisitorsDashboardPage),
);
const AccreditationPage = lazyPage(() => import('../features/forms').then((m) => m.AccreditationPage));
const AddStructurePage = lazyPage(() => import('../features/forms').then((m) => m.AddStructurePage));
const ApiConfigurationPage = lazyPage(() => import('../features/forms').then((m) => m.ApiConfigurationPage));
const FormByTypePage = lazyPage(() => import('../features/forms').then((m) => m.FormByTypePage));
const RegisterPage = lazyPage(() => import('../features/forms').then((m) => m.RegisterPage));
const VerifyEmailPage = lazyPage(() => import('../features/forms').then((m) => m.VerifyEmailPage));
const ConfirmEmailPage = lazyPage(() => import('../features/forms').then((m) => m.ConfirmEmailPage));
const UsersPage = lazyPage(() => import('../features/users').then((m) => m.UsersPage));
const GroupsPage = lazyPage(() => import('../features/groups').then((m) => m.GroupsPage));
const TeamPage = lazyPage(() => import('../features/team').then((m) => m.TeamPage));
const TeamInvitationPage = lazyPage(() => import('../features/team').then((m) => m.TeamInvitationPage));
const ContentListPage = lazyPage(contentPages.list);
const GuideListPage = lazyPage(contentPages.guides);
const ContentPreviewPage = lazyPage(contentPages.preview);
const ContentEditorPage = lazyPage(contentPages.editor);
const ReviewPage = lazyPage(contentPages.review);
const ExplorePage = lazyPage(() => import('./explore-with-lists').then((m) => m.ExploreWithLists));
const ListsPage = lazyPage(() => import('../features/lists').then((m) => m.listsPages.table()));
const ListEditPage = lazyPage(() => import('./list-edit-route').then((m) => m.ListEditRoute));
const ProfilePage = lazyPage(() => import('../features/profiles').then((m) => m.profilesPages.profile()));
const ProfilesPage = lazyPage(() => import('../features/profiles').then((m) => m.profilesPages.table()));
const ExportProfilePage = lazyPage(() =>
  import('../features/profile-export').then((m) => m.profileExportPages.page()),
);
const ExternalsPage = lazyPage(() =>
  import('../features/terminals').then((m) => m.terminalsPages.externals()),
);
const AgendaPage = lazyPage(() => import('../features/agenda').then((m) => m.agendaPages.agenda()));
const KioskApp = lazyPage(() => import('../features/terminals').then((m) => m.terminalsPages.kiosk()));

/** {type}/preview/{id} → {type}?view={id}, where the table page opens the record's view. */
function PreviewRedirect({ to }: { to: 'user' | 'group' }) {
  const { env = '', id = '' } = useParams();
  return (
    <Navigate replace to={`${APP_PREFIX}/${encodeURIComponent(env)}/${to}?view=${encodeURIComponent(id)}`} />
  );
}

const page = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

/**
 * The environment's root (spec 1 §2 "Root", spec 2 §2): explore in the explore environment (the
 * start page when explore is disabled there or the server refuses it to the user); elsewhere the content list, or the guides when
 * 'content' is disabled.
 */
function RootPage() {
  const { env, config } = useAppScope();
  // The desk's start is explore, at its own address so the menu marks "Esplora".
  if (env === EXPLORE_ENV)
    return config.disabledRoutes.includes('explore') ? page(<HomePage />) : <Navigate to="explore" replace />;
  if (config.disabledRoutes.includes('content')) return page(<GuideListPage family="guide" />);
  return page(<ContentListPage />);
}

/**
 * Routes: the sign-in pages outside the chrome; everything else under {appPrefix}/{env}/ (spec 3
 * §2). Paths starting with /external are the kiosk's: no chrome, no session (spec 2 §2).
 */
export const router = createBrowserRouter([
  {
    errorElement: <CrashPage fullPage />,
    children: [
      { path: '/', element: <Navigate to={APP_PREFIX} replace /> },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '/register', element: page(<RegisterPage />) },
      { path: '/verify-email', element: page(<VerifyEmailPage />) },
      { path: '/confirm-email', element: page(<ConfirmEmailPage />) },
      { path: '/team-invitation', element: page(<TeamInvitationPage />) },
      // The spec's logout paths: a page that asks, then posts (opening a link never signs out).
      { path: '/make/logout', element: page(<LogoutPage />) },
      { path: '/service/logout.jsp', element: page(<LogoutPage />) },
      { path: '/external/*', element: page(<KioskApp />) },
      { path: APP_PREFIX, element: <EnvEntry /> },
      {
        path: `${APP_PREFIX}/:env`,
        element: <AppLayout />,
        children: [
          {
            errorElement: <CrashPage />,
            children: [
              { index: true, element: <RootPage /> },
              {
                path: 'explore',
                element: page(
                  <RouteEnabled name="explore">{<ExplorePage whenRefused={<HomePage />} />}</RouteEnabled>,
                ),
              },
              { path: 'lists', element: page(<RouteEnabled name="lists">{<ListsPage />}</RouteEnabled>) },
              {
                path: 'list/edit/:listId?',
                element: page(<RouteEnabled name="lists">{<ListEditPage />}</RouteEnabled>),
              },
              // Visitor profiles (spec 2 §2): the page of one, the not-profiled page, the table.
              {
                path: 'profile',
                element: page(
                  <RouteEnabled name="profile">{<ProfilePage profiled="profiled" />}</RouteEnabled>,
                ),
              },
              {
                path: 'profile/not-profiled',
                element: page(
                  <RouteEnabled name="profile">{<ProfilePage profiled="not_profiled" />}</RouteEnabled>,
                ),
              },
              {
                path: 'profiles',
                element: page(<RouteEnabled name="profiles">{<ProfilesPage />}</RouteEnabled>),
              },
              // The export of visitor profiles (spec 2 §2 "export-profile").
              {
                path: 'export-profile',
                element: page(<RouteEnabled name="export-profile">{<ExportProfilePage />}</RouteEnabled>),
              },
              {
                path: 'externals',
                element: page(<RouteEnabled name="externals">{<ExternalsPage />}</RouteEnabled>),
              },
              // The desk's directory of offices, structures and partners (spec 3 §2 "Agenda").
              { path: 'agenda', element: page(<RouteEnabled name="agenda">{<AgendaPage />}</RouteEnabled>) },
              { path: 'outbox', element: page(<RouteEnabled name="outbox">{<OutboxPage />}</RouteEnabled>) },
              {
                path: 'requests',
                element: page(<RouteEnabled name="requests">{<RequestsPage />}</RouteEnabled>),
              },
              {
                path: 'api-keys',
                element: page(<RouteEnabled name="api-keys">{<ApiKeysPage />}</RouteEnabled>),
              },
              { path: 'user', element: page(<RouteEnabled name="user">{<UsersPage />}</RouteEnabled>) },
              { path: 'group', element: page(<RouteEnabled name="group">{<GroupsPage />}</RouteEnabled>) },
              { path: 'team', element: page(<RouteEnabled name="team">{<TeamPage />}</RouteEnabled>) },
              // Content, guides and reports (spec 1 §2). create/edit can be disabled on their own.
              {
                path: 'content',
                element: page(<RouteEnabled name="content">{<ContentListPage />}</RouteEnabled>),
              },
              {
                path: 'content/create/:typeId?',
                element: page(
                  <RouteEnabled name="content/create">{<ContentEditorPage family="content" />}</RouteEnabled>,
                ),
              },
              {
                path: 'content/edit/:contentId/:vt?',
                element: page(
                  <RouteEnabled name="content/edit">{<ContentEditorPage family="content" />}</RouteEnabled>,
                ),
              },
              {
                path: 'content/preview/:contentId/:lang?',
                element: page(<RouteEnabled name="content">{<ContentPreviewPage />}</RouteEnabled>),
              },
              // The reviewer's desk: the inbox, or the compare of one content (spec 1 §2).
              {
                path: 'content/review/:contentId?/:vt?',
                element: page(<RouteEnabled name="content">{<ReviewPage />}</RouteEnabled>),
              },
              // Row click "view" (spec 1 §2): the content's preview.
              {
                path: 'content/view/:contentId/:vt?',
                element: page(<RouteEnabled name="content">{<ContentPreviewPage />}</RouteEnabled>),
              },
              // Search results of guides and reports ({app}/{type}/preview/{id}, spec 3 §2).
              {
                path: 'guide/preview/:contentId/:lang?',
                element: page(<RouteEnabled name="guide">{<ContentPreviewPage />}</RouteEnabled>),
              },
              {
                path: 'report/preview/:contentId/:lang?',
                element: page(<RouteEnabled name="report">{<ContentPreviewPage />}</RouteEnabled>),
              },
              {
                path: 'guide',
                element: page(<RouteEnabled name="guide">{<GuideListPage family="guide" />}</RouteEnabled>),
              },
              {
                path: 'report',
                element: page(<RouteEnabled name="report">{<GuideListPage family="report" />}</RouteEnabled>),
              },
              {
                path: 'guide/create/:typeId?',
                element: page(
                  <RouteEnabled name="guide">{<ContentEditorPage family="guide" />}</RouteEnabled>,
                ),
              },
              {
                path: 'guide/edit/:contentId?',
                element: page(
                  <RouteEnabled name="guide">{<ContentEditorPage family="guide" />}</RouteEnabled>,
                ),
              },
              {
                path: 'report/create/:typeId?',
                element: page(
                  <RouteEnabled name="report">{<ContentEditorPage family="report" />}</RouteEnabled>,
                ),
              },
              {
                path: 'report/edit/:contentId?',
                element: page(
                  <RouteEnabled name="report">{<ContentEditorPage family="report" />}</RouteEnabled>,
                ),
              },
              // A search result ({app}/{type}/preview/{id}, spec 3 §2) for a user or a group: its view.
              { path: 'user/preview/:id', element: <PreviewRedirect to="user" /> },
              { path: 'group/preview/:id', element: <PreviewRedirect to="group" /> },
              {
                path: 'accreditation',
                element: page(<RouteEnabled name="accreditation">{<AccreditationPage />}</RouteEnabled>),
              },
              {
                path: 'add-structure',
                element: page(<RouteEnabled name="add-structure">{<AddStructurePage />}</RouteEnabled>),
              },
              {
                path: 'api-configuration',
                element: page(
                  <RouteEnabled name="api-configuration">{<ApiConfigurationPage />}</RouteEnabled>,
                ),
              },
              {
                path: 'widget',
                element: page(<RouteEnabled name="widget">{<WidgetPage />}</RouteEnabled>),
              },
              // Dashboards (spec 3 §2): the framed ones, and the built-in Visitors dashboard they frame.
              {
                path: 'dashboard',
                element: page(<RouteEnabled name="dashboard">{<DashboardPage />}</RouteEnabled>),
              },
              {
                path: 'dashboards/visitors',
                element: page(<RouteEnabled name="dashboard">{<VisitorsDashboardPage />}</RouteEnabled>),
              },
              {
                path: 'forms/:formType',
                element: page(<RouteEnabled name="forms">{<FormByTypePage />}</RouteEnabled>),
              },
              {
                path: ':pageId',
                element: page(<RouteEnabled param="pageId">{<DynamicPage />}</RouteEnabled>),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage fullPage /> },
    ],
  },
]);
