import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import type { TableFilter } from '@sportello/contracts';
import { tableMessages as m } from './messages';

/** A search field inside the dropdown from this many options on (spec: "more than 2"). */
const SEARCH_FROM = 3;
/** The option area scrolls beyond this height (spec: 210). */
const OPTIONS_MAX_HEIGHT = 210;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Moves focus between the options with the arrow keys, Home and End. */
function moveFocus(e: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
  const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  if (!options.length) return;
  e.preventDefault();
  const at = options.indexOf(document.activeElement as HTMLElement);
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? options.length - 1
        : e.key === 'ArrowDown'
          ? Math.min(options.length - 1, at + 1)
          : at <= 0
            ? 0
            : at - 1;
  options[next]?.focus();
}

/**
 * A filter of the table: a button showing the chosen value; its dropdown lists "Tutti" and the
 * first `hideTreshold` options, then "Mostra tutti"; with more than 2 options a search field
 * narrows them. The option area scrolls beyond 210 px.
 */
export function FilterMenu({
  filter,
  value,
  onChange,
}: {
  filter: TableFilter;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chosen = filter.options.find((o) => o.value === value) ?? null;
  const open = !!anchor;

  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        color={chosen ? 'primary' : 'inherit'}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? `${id}-dropdown` : undefined}
        endIcon={<ArrowDropDown aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          bgcolor: chosen ? 'rgba(11, 92, 107, 0.08)' : 'background.paper',
          borderColor: chosen ? 'primary.main' : 'divider',
          color: chosen ? 'primary.dark' : 'text.primary',
          fontWeight: 500,
          maxWidth: 280,
          whiteSpace: 'nowrap',
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {filter.label}:{' '}
          <Box component="span" sx={{ fontWeight: 700 }}>
            {chosen?.label ?? m.filterAll}
          </Box>
        </Box>
      </Button>
      <Popover
        id={`${id}-dropdown`}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': filter.label,
            sx: { mt: 0.5, width: 300, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {open ? (
          <FilterOptions
            filter={filter}
            value={chosen?.value ?? null}
            onPick={(v) => {
              setAnchor(null);
              if (v !== (chosen?.value ?? null)) onChange(v);
            }}
          />
        ) : null}
      </Popover>
    </>
  );
}

function FilterOptions({
  filter,
  value,
  onPick,
}: {
  filter: TableFilter;
  value: string | null;
  onPick: (value: string | null) => void;
}) {
  const [text, setText] = useState('');
  const chosenIndex = filter.options.findIndex((o) => o.value === value);
  const [expanded, setExpanded] = useState(chosenIndex >= filter.hideTreshold);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterExpand = useRef<number | null>(null);

  const searchable = filter.options.length >= SEARCH_FROM;
  const needle = fold(text.trim());
  const matches = needle ? filter.options.filter((o) => fold(o.label).includes(needle)) : filter.options;
  const visible = expanded || needle ? matches : matches.slice(0, filter.hideTreshold);
  const hidden = matches.length - visible.length;

  useEffect(() => {
    if (focusAfterExpand.current === null) return;
    const options = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]');
    options?.[focusAfterExpand.current]?.focus();
    focusAfterExpand.current = null;
  }, [expanded]);

  // One tab stop in the list: the chosen option (else "Tutti"); the arrows move between them.
  const tabStop = value !== null && visible.some((o) => o.value === value) ? value : null;
  const option = (optionValue: string | null, label: string) => {
    const selected = optionValue === value;
    return (
      <ListItemButton
        key={optionValue ?? ''}
        role="option"
        aria-selected={selected}
        tabIndex={optionValue === tabStop ? 0 : -1}
        autoFocus={!searchable && optionValue === tabStop}
        dense
        onClick={() => onPick(optionValue)}
        sx={{ borderRadius: 1, py: 0.75 }}
      >
        <ListItemIcon sx={{ minWidth: 32 }}>
          {selected ? <Check fontSize="small" color="primary" aria-hidden /> : null}
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 400 } } }} />
      </ListItemButton>
    );
  };

  return (
    <Box sx={{ p: 1 }}>
      {searchable ? (
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={m.filterSearchPlaceholder}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              listRef.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
            }
          }}
          slotProps={{
            htmlInput: { 'aria-label': m.filterSearch(filter.label), type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 1 }}
        />
      ) : null}
      <Box
        ref={listRef}
        role="listbox"
        aria-label={filter.label}
        onKeyDown={(e) => moveFocus(e, listRef.current)}
        sx={{ maxHeight: OPTIONS_MAX_HEIGHT, overflowY: 'auto' }}
      >
        {option(null, m.filterAll)}
        {visible.map((o) => option(o.value, o.label))}
      </Box>
      {matches.length === 0 ? (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', px: 1.5, py: 1 }}>
          {m.filterNoMatch}
        </Typography>
      ) : null}
      {hidden > 0 ? (
        <Box sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              focusAfterExpand.current = visible.length + 1;
              setExpanded(true);
            }}
            sx={{ fontWeight: 600 }}
          >
            {m.showAll}
          </Link>
        </Box>
      ) : null}
    </Box>
  );
}
