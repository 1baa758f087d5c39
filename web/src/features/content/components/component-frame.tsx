import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import { helperText } from '../../../components/form/field-help';
import { helpIdOf, labelIdOf } from './field-ids';
import { componentMessages as m } from './messages';

/**
 * How the frame names what it holds:
 * - 'for': a <label for=id> (one native input with that id);
 * - 'by': a label text with an id the control points at (aria-labelledby);
 * - 'group': the same, and the controls sit in a group named by it (several controls);
 * - 'own': the renderer shows its label itself (a checkbox, a heading); the frame adds the rest.
 */
export type LabelMode = 'for' | 'by' | 'group' | 'own';

/**
 * The frame of every component and of the parts of a composite one (spec 1 §5, §8): the label
 * (asterisk when required), the "da aggiornare" chip, the control, then the error (the validator's
 * own message) and the info.
 */
export function ComponentFrame({
  id,
  label,
  mode,
  required = false,
  error,
  info,
  outdated = false,
  part = false,
  hideLabel = false,
  children,
}: {
  id: string;
  label: string;
  mode: LabelMode;
  required?: boolean;
  error?: string | undefined;
  info?: string | undefined;
  outdated?: boolean | undefined;
  /** A part of a composite component: a quieter label. */
  part?: boolean;
  /** Named already on screen (a custom block's header): the label is for screen readers only. */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  const help = helperText(error, info);
  const showLabel = mode !== 'own' && label !== '';
  const labelled = mode === 'group' && showLabel;
  return (
    <Box sx={{ minWidth: 0 }}>
      {showLabel || outdated ? (
        <Box
          sx={
            hideLabel && !outdated
              ? visuallyHidden
              : { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 0.75 }
          }
        >
          {showLabel ? (
            <FormLabel
              id={labelIdOf(id)}
              {...(mode === 'for' ? { htmlFor: id } : { component: 'span' })}
              required={required}
              error={!!error}
              sx={{
                fontWeight: part ? 500 : 600,
                color: 'text.primary',
                fontSize: part ? '0.95rem' : undefined,
              }}
            >
              {label}
            </FormLabel>
          ) : null}
          {outdated ? <OutdatedChip /> : null}
        </Box>
      ) : null}
      {labelled ? (
        <Box role="group" aria-labelledby={labelIdOf(id)} aria-describedby={help ? helpIdOf(id) : undefined}>
          {children}
        </Box>
      ) : (
        children
      )}
      {help ? (
        <FormHelperText id={helpIdOf(id)} error={!!error} sx={{ mx: 0, mt: 0.5 }}>
          {help}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** A translation whose Italian source changed after it was written. */
function OutdatedChip() {
  return (
    <Tooltip title={m.outdatedTooltip} describeChild>
      <Chip
        icon={<UpdateOutlined />}
        label={m.outdated}
        size="small"
        color="warning"
        variant="outlined"
        tabIndex={0}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
