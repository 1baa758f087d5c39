import type { FocusEventHandler } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import type { FieldOption } from '@sportello/contracts';
import { OptionLabel } from '../option-label';

/**
 * Ticks on a grid, 6 of 12 columns each unless told otherwise (spec 1 §9): the inside of the
 * form engine's checkList and of the content editor's tag checklist. The first tick takes `id`.
 */
export function CheckGrid<O extends Pick<FieldOption, 'value' | 'label' | 'info'>>({
  id,
  name,
  options,
  columns = 6,
  isChecked,
  isDisabled,
  onToggle,
  onBlur,
}: {
  id: string;
  name?: string | undefined;
  options: readonly O[];
  columns?: number;
  isChecked: (option: O) => boolean;
  isDisabled: (option: O, checked: boolean) => boolean;
  onToggle: (option: O, checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}) {
  return (
    <Grid container columnSpacing={2} onBlur={onBlur}>
      {options.map((o, i) => {
        const checked = isChecked(o);
        return (
          <Grid key={String(o.value)} size={{ xs: 12, sm: columns }}>
            <FormControlLabel
              control={
                <Checkbox
                  id={i === 0 ? id : undefined}
                  name={name}
                  checked={checked}
                  disabled={isDisabled(o, checked)}
                  onChange={(_e, c) => onToggle(o, c)}
                />
              }
              label={<OptionLabel option={o} />}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
