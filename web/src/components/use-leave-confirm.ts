import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { messages } from '../lib/messages';
import { useConfirm } from './confirm-provider';

/**
 * Asks "Lasciare la pagina" before leaving while `dirty`, for in-app navigation (router blocker)
 * and for reloads or closing the tab (beforeunload). `allowExit()` sets the exit flag: the next
 * navigation passes without asking (after a save, for instance).
 */
export function useLeaveConfirm(dirty: boolean): { allowExit: () => void } {
  const exit = useRef(false);
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !exit.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: messages.leave.title, text: messages.leave.text }).then((ok) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (ok) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      if (exit.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) exit.current = false;
  }, [dirty]);

  return { allowExit: useCallback(() => void (exit.current = true), []) };
}
