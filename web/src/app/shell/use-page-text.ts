import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The page text typed into the top-bar search belongs to: the address at the moment of typing.
 * React Router draws a navigation in a transition, which a keystroke interrupts, so the page
 * drawn can lag behind the address: after sign-in on a slow machine the address said explore for
 * hundreds of milliseconds while the start page was still drawn. Text tagged with the page drawn
 * was thrown away when explore was drawn.
 */
const addressPath = (): string => window.location.pathname;

/**
 * The text of the top-bar search (the plain box, then the full search it hands over to): it
 * belongs to the page it was typed on, the page drawn or the one the address already shows (a
 * navigation still drawing); any other page empties it.
 */
export function usePageText(initial = ''): [string, (text: string) => void] {
  const { pathname } = useLocation();
  const [typed, setTyped] = useState(() => ({ path: addressPath(), text: initial }));
  const here = typed.path === pathname || typed.path === addressPath();
  const setText = useCallback((text: string) => setTyped({ path: addressPath(), text }), []);
  return [here ? typed.text : '', setText];
}
