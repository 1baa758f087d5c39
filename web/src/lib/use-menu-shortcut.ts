import { useQuery } from '@tanstack/react-query';
import { useAppScope } from './app-scope';
import { mainMenuQuery } from './shell-queries';

/**
 * The key of the side-menu entry with this action, while the shell listens for it (the menu offers
 * it to this user, in a page with the chrome): a button that does the same names it in its hint.
 */
export function useMenuShortcut(action: string): string | undefined {
  const { env, blank } = useAppScope();
  const menu = useQuery({
    ...mainMenuQuery(env),
    enabled: !blank,
    select: (m) => m.items.find((i) => i.action === action)?.shortcut,
  });
  return blank ? undefined : menu.data;
}
