import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { listMessages } from './messages';

/**
 * The list's search box (the reply's searchBar): Enter searches, an emptied box clears the search
 * at once; a search changed from outside (Cancella filtri, back) shows in the box.
 */
export function ContentSearchBox({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [input, setInput] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setInput(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = input.trim();
    if (text !== value) onSearch(text);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: '1 1 280px', maxWidth: 420 }}>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={label}
        placeholder={placeholder}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          if (!e.target.value.trim() && value) onSearch('');
        }}
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" size="small" aria-label={listMessages.searchSubmit}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
