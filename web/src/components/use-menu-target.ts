import { useCallback } from 'react';
import type { MenuTarget } from '../lib/menu-target';
import { signOut } from '../lib/sign-out';
import { useOpenModal } from './modal-host';

export interface MenuTargetProps {
  href?: string;
  target?: '_blank';
  rel?: string;
  download?: string;
  onClick?: () => void;
}

/** Props that make a ButtonBase (list item, card) do what a menu entry says. */
export function useMenuTargetProps(): (target: MenuTarget, after?: () => void) => MenuTargetProps {
  const openModal = useOpenModal();
  return useCallback(
    (target, after) => {
      if (target.kind === 'logout') {
        return {
          onClick: () => {
            after?.();
            void signOut();
          },
        };
      }
      if (target.kind === 'modal') {
        return {
          onClick: () => {
            after?.();
            openModal(target.modal);
          },
        };
      }
      return {
        href: target.href,
        target: target.newTab ? '_blank' : undefined,
        rel: target.newTab ? 'noopener noreferrer' : undefined,
        download: target.download ? '' : undefined,
        onClick: after,
      };
    },
    [openModal],
  );
}
