import { useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { searchTarget, searchTypeFor } from './search-data';
import { SEARCH_BOX_SX, searchInputSlots, SEARCH_INPUT_SX, type SearchFieldProps } from './search-input';
import { usePageText } from './use-page-text';

const loadSearchField = () => import('./search-field').then((m) => m.SearchField);

/**
 * The top-bar search box: what the user may search here (app config searchTypes, the page's own
 * type first); nothing to search, no box. Its drop-down (MUI Autocomplete and Popper) loads the
 * first time the box is pointed at or focused, not with every first screen; until then the box
 * already takes text, and Enter opens the full results.
 */
export function SearchBox() {
  const { env, config } = useAppScope();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const type = searchTypeFor(pathname, env, config.searchTypes);
  const [Field, setField] = useState<ComponentType<SearchFieldProps> | null>(null);
  const [text, setText] = usePageText();
  const [focused, setFocused] = useState(false);
  if (!type) return null;
  if (Field) return <Field type={type} initialText={text} autoFocus={focused} />;

  // A failed load keeps the plain box: Enter still leads to the results.
  const load = () =>
    void loadSearchField().then(
      (C) => setField(() => C),
      () => undefined,
    );
  return (
    <Box sx={SEARCH_BOX_SX} onPointerEnter={load}>
      <TextField
        size="small"
        fullWidth
        value={text}
        placeholder={messages.search.placeholder[type]}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          const q = text.trim();
          if (e.key !== 'Enter' || !q) return;
          e.preventDefault();
          setText('');
          navigate(searchTarget(env, { kind: 'all', group: '', type, query: q }));
        }}
        slotProps={searchInputSlots({ htmlInput: { role: 'combobox', 'aria-expanded': false } })}
        sx={SEARCH_INPUT_SX}
      />
    </Box>
  );
}
