import { useEffect, useRef, useState } from 'react';
import { INACTIVE_TIMER_TICK_MS } from '@sportello/contracts';

/**
 * Seconds left of a countdown that ticks every second while `running` (a pause keeps the value)
 * and calls `onDone` once when it reaches 0.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running || left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => s - 1), INACTIVE_TIMER_TICK_MS);
    return () => window.clearTimeout(id);
  }, [running, left]);

  useEffect(() => {
    if (left === 0) done.current();
  }, [left]);

  return left;
}

/**
 * What the polite live region says: the last milestone reached (the start, 5 seconds, the end),
 * so a screen reader hears three announcements, not one a second.
 */
export function countdownMilestone(seconds: number, left: number): number {
  const milestones = [seconds, 5, 0].filter((m) => m <= seconds);
  return Math.min(...milestones.filter((m) => m >= left));
}
