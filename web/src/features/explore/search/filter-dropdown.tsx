import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { FilterBlock, FilterInput, FilterOption } from '@sportello/contracts';
import { OptionsFilter } from './options-filter';
import { RangeFilter } from './range-filter';

const PREVIEW_MAX = 3;

function labelsOf(options: FilterOption[], values: string[]): string[] {
  const out: string[] = [];
  const walk = (list: FilterOption[]) => {
    for (const o of list) {
      if (values.includes(o.value)) out.push(o.label);
      if (o.options) walk(o.options);
    }
  };
  walk(options);
  return out;
}

/** What the closed dropdown says it holds: the first chosen options (preview.max), or the range. */
function previewOf(block: FilterBlock, values: string[]): string {
  if (!values.some(Boolean)) return '';
  if (block.type === 'options') {
    const labels = labelsOf(block.options ?? [], values);
    const max = block.preview?.max ?? PREVIEW_MAX;
    const extra = labels.length - max;
    return labels.slice(0, max).join(', ') + (extra > 0 ? ` +${extra}` : '');
  }
  const [from = '', to = ''] = values;
  const unit = block.unit ? ` ${block.unit}` : '';
  return `${from || '…'} – ${to || '…'}${from || to ? unit : ''}`;
}

/** A block of the filter bar as a dropdown: its button previews what is chosen. */
export function FilterDropdown({
  block,
  values,
  onChange,
}: {
  block: FilterBlock;
  values: string[];
  onChange: (filter: FilterInput) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const preview = previewOf(block, values);
  const active = preview !== '';
  return (
    <>
      <Button
        variant={active ? 'contained' : 'outlined'}
        color="primary"
        size="small"
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ArrowDropDown aria-hidden />}
        sx={{
          maxWidth: 280,
          bgcolor: active ? undefined : 'background.paper',
          boxShadow: 'none',
          justifyContent: 'space-between',
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {block.label}
          {active ? `: ${preview}` : ''}
        </Box>
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { id, role: 'dialog', 'aria-label': block.label, sx: { p: 2, width: 340, mt: 0.5 } },
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 650, mb: 1 }}>
          {block.label}
        </Typography>
        {block.type === 'options' ? (
          <OptionsFilter
            block={block}
            selected={values}
            onChange={(next) => onChange({ key: block.name, values: next })}
          />
        ) : (
          <RangeFilter
            block={block}
            values={values}
            onApply={(next) => {
              onChange({ key: block.name, values: next });
              setAnchor(null);
            }}
          />
        )}
      </Popover>
    </>
  );
}
