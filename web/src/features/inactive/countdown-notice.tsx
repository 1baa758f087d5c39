import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { countdownMilestone, useCountdown } from './use-countdown';
import { visuallyHidden } from './visually-hidden';
import { inactiveMessages as t } from './messages';

const say = (s: number) => (s === 0 ? t.loggingOut : t.countdown(s));

/**
 * The countdown to the logout (spec 3 §4, §9): the seconds left on screen every second, a polite
 * live region only at the start, at 5 and at 0; paused while the contact dialog is open.
 */
export function CountdownNotice({
  seconds,
  paused,
  onDone,
}: {
  seconds: number;
  paused: boolean;
  onDone: () => void;
}) {
  const left = useCountdown(seconds, !paused, onDone);
  // The region starts empty: text put in an existing region is announced, text present at once is not.
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setSpeaking(true), 150);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <Box sx={{ mt: 2.5, p: 2, borderRadius: 1, bgcolor: 'background.default' }}>
      <Typography role="timer" sx={{ fontWeight: 600 }}>
        {say(left)}
      </Typography>
      <LinearProgress
        aria-hidden
        variant="determinate"
        value={(left / seconds) * 100}
        sx={{ mt: 1, height: 6, borderRadius: 3 }}
      />
      {paused ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t.countdownPaused}
        </Typography>
      ) : null}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {speaking ? say(countdownMilestone(seconds, left)) : ''}
      </Box>
    </Box>
  );
}
