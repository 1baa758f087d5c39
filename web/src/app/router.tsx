import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { lazyPage } from '../components/lazy-page';
import { APP_PREFIX } from '../lib/paths';
import { CrashPage } from './errors/crash-page';
import { NotFoundPage } from './errors/not-found-page';
import { AppLayout } from './shell/app-layout';
import { EnvEntry } from './shell/env-entry';
import { RouteEnabled } from './shell/route-enabled';

const LoginPage = lazyPage(() => import('../features/auth').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() => import('../features/auth').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('../features/auth').then((m) => m.ResetPasswordPage));
const HomePage = lazyPage(() => import('../features/home').then((m) => m.HomePage));
const OutboxPage = lazyPage(() => import('../features/outbox').then((m) => m.OutboxPage));
const DynamicPage = lazyPage(() => import('../features/pages').then((m) => m.DynamicPage));
const RequestsPage = lazyPage(() => import('../features/requests').then((m) => m.RequestsPage));

const page = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

/**
 * Routes: the sign-in pages outside the chrome; everything else under {appPrefix}/{env}/ (spec 3
 * §2). Paths starting with /external are the kiosk's (a later issue) and fall to the 404 for now.
 */
export const router = createBrowserRouter([
  {
    errorElement: <CrashPage fullPage />,
    children: [
      { path: '/', element: <Navigate to={APP_PREFIX} replace /> },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: APP_PREFIX, element: <EnvEntry /> },
      {
        path: `${APP_PREFIX}/:env`,
        element: <AppLayout />,
        children: [
          {
            errorElement: <CrashPage />,
            children: [
              { index: true, element: page(<HomePage />) },
              { path: 'outbox', element: page(<RouteEnabled name="outbox">{<OutboxPage />}</RouteEnabled>) },
              {
                path: 'requests',
                element: page(<RouteEnabled name="requests">{<RequestsPage />}</RouteEnabled>),
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
