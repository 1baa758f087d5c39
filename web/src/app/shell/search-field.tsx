import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { AUTOCOMPLETE_DEBOUNCE_MS, LIMITS, type SearchType } from '@sportello/contracts';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { useDebounced } from '../../lib/use-debounced';
import { autocompleteQuery, searchTarget, searchTypeFor, toOptions, type SearchOption } from './search-data';
import { SearchOptionView } from './search-option';
import { SearchGroupView } from './search-group';

/**
 * The top-bar search (spec 3 §2): what the user may search (the path prefix's type first), 300 ms
 * debounce, empty query resets, reset on path change, grouped results; Enter opens the full
 * results, a result its preview, always on a page the user may open. Nothing to search: no box.
 */
export function SearchBox() {
  const { env, config } = useAppScope();
  const type = searchTypeFor(useLocation().pathname, env, config.searchTypes);
  return type ? <SearchField type={type} /> : null;
}

function SearchField({ type }: { type: SearchType }) {
  const { env } = useAppScope();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // What was typed belongs to the page it was typed on: a new path resets the search.
  const fresh = { path: pathname, text: '', open: false };
  const [typed, setTyped] = useState(fresh);
  const current = typed.path === pathname ? typed : fresh;
  const input = current.text;
  const open = current.open;
  const setOpen = (o: boolean) => setTyped((t) => ({ ...(t.path === pathname ? t : fresh), open: o }));
  const highlighted = useRef<SearchOption | null>(null);
  const query = useDebounced(input.trim(), AUTOCOMPLETE_DEBOUNCE_MS);

  const result = useQuery({
    ...autocompleteQuery(env, type, query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const options: SearchOption[] =
    query && input.trim() && !result.isError && result.data ? toOptions(result.data) : [];

  const settled = query === input.trim() && !result.isFetching;

  const go = (value: SearchOption | string | null) => {
    if (value === null) return;
    setTyped({ path: pathname, text: '', open: false });
    if (typeof value === 'string') {
      const q = value.trim();
      // The full results of the first group found for this text, else of the first type searched.
      const found = settled ? result.data?.groups[0]?.type : undefined;
      if (q) navigate(searchTarget(env, { kind: 'all', group: '', type: found ?? type, query: q }));
      return;
    }
    navigate(searchTarget(env, value));
  };

  return (
    <Autocomplete<SearchOption, false, false, false>
      open={open && input.trim().length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_e, v, reason) => {
        if (reason === 'reset') return;
        highlighted.current = null;
        setTyped({ path: pathname, text: v, open: reason === 'input' });
      }}
      onHighlightChange={(_e, option) => {
        highlighted.current = option;
      }}
      onKeyDown={(e) => {
        // Enter without a highlighted result: the full results for the text typed.
        if (e.key === 'Enter' && !(open && highlighted.current)) {
          e.preventDefault();
          go(input);
        }
      }}
      onChange={(_e, v) => go(v)}
      filterOptions={(x) => x}
      groupBy={(o) => o.group}
      renderGroup={(params) => (
        <SearchGroupView key={params.key} id={String(params.key)} label={params.group}>
          {params.children}
        </SearchGroupView>
      )}
      getOptionLabel={(o) => (o.kind === 'all' ? o.query : o.item.title)}
      getOptionKey={(o) => (o.kind === 'all' ? `all-${o.type}` : `${o.type}-${o.item.id}`)}
      isOptionEqualToValue={(a, b) => a === b}
      renderOption={({ key, ...props }, option) => (
        <SearchOptionView key={key} props={props} option={option} />
      )}
      loading={!settled && options.length === 0}
      loadingText={messages.search.loading}
      noOptionsText={settled ? messages.search.noResults : messages.search.loading}
      clearOnBlur={false}
      clearOnEscape
      handleHomeEndKeys={false}
      forcePopupIcon={false}
      sx={{ width: '100%', maxWidth: 560 }}
      slotProps={{ listbox: { sx: { maxHeight: 480 } }, paper: { elevation: 8 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={messages.search.placeholder[type]}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': messages.search.label,
              maxLength: LIMITS.autocompleteQuery,
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            '& .MuiOutlinedInput-root': { bgcolor: '#ffffff', borderRadius: 2 },
            '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
            '& .Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: '#f2b84b', borderWidth: 3 },
          }}
        />
      )}
    />
  );
}
