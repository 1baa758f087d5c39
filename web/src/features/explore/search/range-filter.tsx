import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FilterBlock } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';

/**
 * A from/to filter (spec 2 §3: names, value from/to): numbers with their unit for ranges, days
 * for event and offer dates. Applied with "Applica", or Enter in either field.
 */
export function RangeFilter({
  block,
  values,
  onApply,
}: {
  block: FilterBlock;
  values: string[];
  onApply: (values: string[]) => void;
}) {
  const dates = block.type === 'dateRange';
  const [from, setFrom] = useState(values[0] ?? block.value?.from ?? '');
  const [to, setTo] = useState(values[1] ?? block.value?.to ?? '');
  const wrong = from !== '' && to !== '' && (dates ? from > to : Number(from) > Number(to));
  const apply = () => {
    if (!wrong) onApply(from || to ? [from, to] : []);
  };
  const field = (label: string, value: string, set: (v: string) => void, error: boolean) => (
    <TextField
      size="small"
      label={label}
      type={dates ? 'date' : 'number'}
      value={value}
      error={error}
      helperText={error ? m.filters.rangeError : undefined}
      onChange={(e) => set(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: dates ? {} : { min: block.bounds?.min, max: block.bounds?.max, step: 'any' },
        input:
          block.unit && !dates
            ? { endAdornment: <InputAdornment position="end">{block.unit}</InputAdornment> }
            : undefined,
      }}
      sx={{ flex: 1, minWidth: 130 }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {field(block.names?.from ?? (dates ? m.filters.dateFrom : m.filters.from), from, setFrom, false)}
        {field(block.names?.to ?? (dates ? m.filters.dateTo : m.filters.to), to, setTo, wrong)}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          onClick={() => {
            setFrom('');
            setTo('');
            onApply([]);
          }}
        >
          {m.filters.clear}
        </Button>
        <Button size="small" variant="contained" onClick={apply} disabled={wrong}>
          {m.filters.apply}
        </Button>
      </Box>
    </Box>
  );
}
