import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  FILTER_HIDE_THRESHOLD,
  FILTER_MAX_HEIGHT,
  FILTER_SEARCH_FROM,
  type FilterBlock,
  type FilterOption,
} from '@sportello/contracts';
import { exploreMessages as m } from '../messages';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every option with the group it sits in, for the search across levels. */
function flatten(
  options: FilterOption[],
  parent?: FilterOption,
): { option: FilterOption; parent?: FilterOption }[] {
  return options.flatMap((o) => [{ option: o, parent }, ...flatten(o.options ?? [], o)]);
}

/**
 * The options of a filter block (spec 2 §3, §9): the first FILTER_HIDE_THRESHOLD, then "Mostra
 * tutti"; a search box when more than FILTER_SEARCH_FROM options could match; at most 210 px of
 * options, scrolling; nested options (municipalities of a province) open under their group.
 */
export function OptionsFilter({
  block,
  selected,
  onChange,
}: {
  block: FilterBlock;
  selected: string[];
  onChange: (values: string[]) => void;
}) {
  const options = useMemo(() => block.options ?? [], [block.options]);
  // A tick shows at once; the address (and the search) follow in a transition.
  const [chosen, setChosen] = useState(selected);
  const selectedKey = selected.join('\n');
  const [given, setGiven] = useState(selectedKey);
  if (given !== selectedKey) {
    setGiven(selectedKey);
    setChosen(selected);
  }
  const toggle = (value: string) => {
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    setChosen(next);
    onChange(next);
  };
  const all = useMemo(() => flatten(options), [options]);
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const needle = fold(text.trim());
  const matches = needle ? all.filter(({ option }) => fold(option.label).includes(needle)) : null;
  const top = showAll ? options : options.slice(0, FILTER_HIDE_THRESHOLD);
  const hidden = options.length - top.length;

  const row = (o: FilterOption, depth: number, parent?: FilterOption) => (
    <Box key={`${parent?.value ?? ''}/${o.value}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
        <FormControlLabel
          sx={{ flex: 1, mr: 0 }}
          control={
            <Checkbox size="small" checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} />
          }
          label={
            <Box component="span" sx={{ display: 'flex', gap: 1, fontWeight: o.groupItem ? 650 : undefined }}>
              <span>
                {o.label}
                {parent && matches ? (
                  <Box
                    component="span"
                    sx={{ color: 'text.secondary', fontWeight: 400 }}
                  >{` · ${parent.label}`}</Box>
                ) : null}
              </span>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {o.count.toLocaleString('it-IT')}
              </Box>
            </Box>
          }
        />
        {o.options?.length && !matches ? (
          <IconButton
            size="small"
            aria-expanded={open.has(o.value)}
            aria-label={open.has(o.value) ? m.filters.collapse(o.label) : m.filters.expand(o.label)}
            onClick={() =>
              setOpen((s) => {
                const next = new Set(s);
                if (next.has(o.value)) next.delete(o.value);
                else next.add(o.value);
                return next;
              })
            }
          >
            {open.has(o.value) ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        ) : null}
      </Box>
      {o.options?.length && open.has(o.value) && !matches
        ? o.options.map((child) => row(child, depth + 1, o))
        : null}
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {all.length > FILTER_SEARCH_FROM ? (
        <TextField
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={block.placeholder}
          slotProps={{
            htmlInput: { 'aria-label': m.filters.searchIn(block.label) },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      <Box
        role="group"
        aria-label={block.label}
        sx={{ maxHeight: FILTER_MAX_HEIGHT, overflowY: 'auto', pr: 0.5 }}
      >
        {matches ? (
          matches.length ? (
            matches.map(({ option, parent }) => row(option, 0, parent))
          ) : (
            <Typography sx={{ color: 'text.secondary', py: 1 }}>{m.filters.none}</Typography>
          )
        ) : (
          top.map((o) => row(o, 0))
        )}
      </Box>
      {!matches && (hidden > 0 || showAll) && options.length > FILTER_HIDE_THRESHOLD ? (
        <Button size="small" onClick={() => setShowAll((v) => !v)} sx={{ justifySelf: 'start' }}>
          {showAll
            ? (block.preview?.hideAll ?? m.filters.hideAll)
            : (block.preview?.showAll ?? m.filters.showAll)}
        </Button>
      ) : null}
    </Box>
  );
}
