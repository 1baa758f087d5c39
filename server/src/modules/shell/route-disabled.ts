/** True when the route or one of its parents ("content" for "content/create") is disabled. */
export function isRouteDisabled(action: string, disabledRoutes: string[]): boolean {
  const segments = action.replace(/^\/+|\/+$/g, '').split('/');
  return segments.some((_, i) => disabledRoutes.includes(segments.slice(0, i + 1).join('/')));
}
