import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** "Are you still there?": restart, or continue (the countdown starts again). */
export function InactivityPopup(props: {
  title: string;
  text: string;
  restartLabel: string;
  continueLabel: string;
  onRestart: () => void;
  onContinue: () => void;
}) {
  const titleId = useId();
  const big = { minHeight: '3.5rem', minWidth: '10rem', fontSize: '1.25rem' } as const;
  return (
    <Dialog open onClose={props.onContinue} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontSize: '1.75rem' }}>
        {props.title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontSize: '1.25rem' }} aria-live="polite">
          {props.text}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ p: 3, gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" sx={big} onClick={props.onRestart}>
          {props.restartLabel}
        </Button>
        <Button variant="contained" size="large" sx={big} onClick={props.onContinue} autoFocus>
          {props.continueLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
