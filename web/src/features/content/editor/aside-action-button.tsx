// One of the aside's action buttons (save, publish, send to validation…), with why it is disabled.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import type { AsideButton } from '@sportello/contracts';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

/** The button of one of the template's actions: disabled while another runs or the lock is gone. */
export function ActionButton({ button, editor }: { button: AsideButton; editor: EditorController }) {
  const blocked =
    editor.lockLost !== null
      ? editor.lockLost.moved
        ? m.lock.movedTitle
        : m.save.lockLostTooltip
      : editor.readOnly
        ? m.save.readOnlyTooltip
        : null;
  const disabled = button.disabled || blocked !== null || editor.busy !== null;
  const tooltip = button.disabled ? (button.tooltip ?? '') : (blocked ?? '');
  const primary = button.action === 'save';
  const control = (
    <Button
      fullWidth
      variant={primary ? 'contained' : 'outlined'}
      disabled={disabled}
      onClick={() => void editor.run(button.action, button.confirm, button.label)}
      startIcon={
        editor.busy === button.action ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
      }
    >
      {button.label}
    </Button>
  );
  if (!tooltip) return control;
  return (
    <Tooltip title={tooltip}>
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <Box
        component="span"
        tabIndex={disabled ? 0 : undefined}
        sx={{ display: 'block' }}
        aria-label={`${button.label}: ${tooltip}`}
      >
        {control}
      </Box>
    </Tooltip>
  );
}
