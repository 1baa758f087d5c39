import { useLayoutEffect } from 'react';

/**
 * The inactive-account modal must stay over the app (spec 3 §4): if it is taken out of the page
 * or hidden (e.g. from the browser's developer tools), the app goes to '/'. The server refuses
 * every call of an inactive user anyway; this keeps the page honest. `el` comes from a callback
 * ref (a dialog's portal mounts after its parent). A layout effect, so a normal unmount
 * disconnects before React removes the node.
 */
export function useDisappearGuard(el: HTMLElement | null, go: () => void): void {
  useLayoutEffect(() => {
    if (!el) return;
    const check = () => {
      const style = el.isConnected ? window.getComputedStyle(el) : null;
      if (!style || style.display === 'none' || style.visibility === 'hidden') go();
    };
    const removal = new MutationObserver(check);
    removal.observe(document.body, { childList: true, subtree: true });
    const hiding = new MutationObserver(check);
    hiding.observe(el, { attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
    return () => {
      removal.disconnect();
      hiding.disconnect();
    };
  }, [el, go]);
}
