import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useDebounced } from '../../lib/use-debounced';

const DEBOUNCE_MS = 300;

/**
 * The table's search box: what is typed reaches the URL 300 ms after the last key (an emptied box
 * at once); a search changed from outside (Cancella filtri, back) shows in the box.
 */
export function TableSearchField({
  value,
  label,
  onSearch,
}: {
  /** The search in the URL. */
  value: string;
  label: string;
  onSearch: (text: string) => void;
}) {
  const [input, setInput] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== input.trim()) setInput(value);
  }
  const typed = input.trim();
  const settled = useDebounced(typed, DEBOUNCE_MS);

  useEffect(() => {
    // Only once the box has settled on what is typed, so an outside change is not undone.
    if (settled === typed && settled !== value) onSearch(settled);
  }, [settled, typed, value, onSearch]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={input}
      onChange={(e) => setInput(e.target.value)}
      sx={{ width: { xs: '100%', sm: 340 }, bgcolor: 'background.paper' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
