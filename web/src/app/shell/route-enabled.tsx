import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useAppScope } from '../../lib/app-scope';
import { NotFoundPage } from '../errors/not-found-page';

/** A route listed in config.disabledRoutes does not exist for this user: the 404 screen. */
export function RouteEnabled({
  name,
  param,
  children,
}: {
  name?: string;
  param?: string;
  children: ReactNode;
}) {
  const { config } = useAppScope();
  const params = useParams();
  const route = name ?? (param ? params[param] : undefined);
  if (route && config.disabledRoutes.includes(route)) return <NotFoundPage />;
  return children;
}
