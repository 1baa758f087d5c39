import { useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { searchTarget, searchTypeFor } from './search-data';
import {
  belongsHere,
  SEARCH_BOX_SX,
  searchInputSlots,
  SEARCH_INPUT_SX,
  typedOnPath,
  type SearchFieldProps,
} from './search-input';

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
  const [early, setEarly] = useState({ path: pathname, text: '', focused: false });
  const text = belongsHere(early.path, pathname) ? early.text : '';
  if (!type) return null;
  if (Field) return <Field type={type} initialText={text} autoFocus={early.focused} />;

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
          setEarly((e) => ({ ...e, focused: true }));
          load();
        }}
        onBlur={() => setEarly((e) => ({ ...e, focused: false }))}
        onChange={(e) => setEarly({ path: typedOnPath(), text: e.target.value, focused: true })}
        onKeyDown={(e) => {
          const q = text.trim();
          if (e.key !== 'Enter' || !q) return;
          e.preventDefault();
          setEarly({ path: pathname, text: '', focused: true });
          navigate(searchTarget(env, { kind: 'all', group: '', type, query: q }));
        }}
        slotProps={searchInputSlots({ htmlInput: { role: 'combobox', 'aria-expanded': false } })}
        sx={SEARCH_INPUT_SX}
      />
    </Box>
  );
}
