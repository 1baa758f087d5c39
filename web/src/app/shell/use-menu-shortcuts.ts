import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useOpenModal } from '../../components/modal-host';
import { matchesShortcut } from '../../lib/key-shortcut';
import { menuItemTarget } from '../../lib/menu-target';
import { mainMenuQuery } from '../../lib/shell-queries';

/**
 * The side menu's keys ("Nuova scheda": Alt+N) from anywhere in the app: only the entries the
 * server put in this user's menu have one, so a key never opens what the user may not use. The
 * chrome listens, not the menu: below 1200 px the menu is a drawer that is not there while closed.
 */
export function useMenuShortcuts(env: string): void {
  const items = useQuery(mainMenuQuery(env)).data?.items;
  const navigate = useNavigate();
  const openModal = useOpenModal();
  useEffect(() => {
    const keyed = items?.filter((i) => i.shortcut) ?? [];
    if (!keyed.length) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      const item = keyed.find((i) => matchesShortcut(e, i.shortcut!));
      if (!item) return;
      const target = menuItemTarget(item, env);
      e.preventDefault();
      if (target.kind === 'modal') openModal(target.modal);
      else if (target.kind === 'link' && !target.newTab && !target.download) void navigate(target.href);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, env, navigate, openModal]);
}
