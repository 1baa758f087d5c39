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

/**
 * Props for a target that is not a modal (a link, or the sign-out POST): usable anywhere, also
 * outside the shell's ModalHost (the environment chooser, the inactive-account window).
 */
export function exitTargetProps(
  target: Exclude<MenuTarget, { kind: 'modal' }>,
  after?: () => void,
): MenuTargetProps {
  if (target.kind === 'logout') {
    return {
      onClick: () => {
        after?.();
        void signOut();
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
}

/** Props that make a ButtonBase (list item, card) do what a menu entry says. */
export function useMenuTargetProps(): (target: MenuTarget, after?: () => void) => MenuTargetProps {
  const openModal = useOpenModal();
  return useCallback(
    (target, after) => {
      if (target.kind === 'modal') {
        return {
          onClick: () => {
            after?.();
            openModal(target.modal);
          },
        };
      }
      return exitTargetProps(target, after);
    },
    [openModal],
  );
}
