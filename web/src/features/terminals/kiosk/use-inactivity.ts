import { useCallback, useEffect, useRef, useState } from 'react';
import { KIOSK_DEFAULTS } from '@sportello/contracts';

/**
 * The kiosk's inactivity countdown (spec 2 §4 "Kiosk"): from `timeout` seconds while `running`,
 * the popup once the count is at or below `showPopupAt`, `onExpire` at 0. Any touch, key or
 * scroll on the page starts it again (debounced 100 ms), as does `reset` (the popup's Continue).
 */
export function useInactivity({
  timeout,
  showPopupAt,
  running,
  onExpire,
}: {
  timeout: number;
  showPopupAt: number;
  running: boolean;
  onExpire: () => void;
}) {
  const [count, setCount] = useState(timeout);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  // Started or stopped: the count is full again (adjusted while rendering, not in an effect).
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    setCount(timeout);
  }

  const reset = useCallback(() => setCount(timeout), [timeout]);

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setCount((c) => Math.max(0, c - 1)), 1000);
    return () => window.clearInterval(tick);
  }, [running, timeout]);

  useEffect(() => {
    if (running && count === 0) expire.current();
  }, [running, count]);

  useEffect(() => {
    if (!running) return;
    let debounce: number | undefined;
    const activity = () => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(() => setCount(timeout), KIOSK_DEFAULTS.debounceMs);
    };
    const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;
    for (const e of events) window.addEventListener(e, activity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(debounce);
      for (const e of events) window.removeEventListener(e, activity, { capture: true });
    };
  }, [running, timeout]);

  return { count, popup: running && count > 0 && count <= showPopupAt, reset };
}
