import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@sportello/contracts';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { useDebounced } from '../../lib/use-debounced';
import { autocompleteQuery, searchTarget, toOptions, type SearchOption } from './search-data';
import { SEARCH_BOX_SX, searchInputSlots, SEARCH_INPUT_SX, type SearchFieldProps } from './search-input';
import { usePageText } from './use-page-text';
import { SearchOptionView } from './search-option';
import { SearchGroupView } from './search-group';

/**
 * The top-bar search (spec 3 §2) once the page has loaded it (see SearchBox): 300 ms debounce,
 * empty query resets, reset on path change, grouped results; Enter opens the full results, a
 * result its preview, always on a page the user may open. It starts with what was typed into the
 * box before it loaded, and keeps the focus the box had.
 */
export function SearchField({ type, initialText, autoFocus }: SearchFieldProps) {
  const { env } = useAppScope();
  const navigate = useNavigate();
  // What was typed belongs to the page it was typed on: a new page empties the search.
  const [input, setInput] = usePageText(initialText);
  const [open, setOpen] = useState(initialText.trim() !== '');
  const inputRef = useRef<HTMLInputElement>(null);
  // Taking over from the box: the caret goes after what was typed.
  useEffect(() => {
    const el = inputRef.current;
    if (autoFocus && el) el.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);
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
    setInput('');
    setOpen(false);
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
        setInput(v);
        setOpen(reason === 'input');
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
      sx={SEARCH_BOX_SX}
      slotProps={{ listbox: { sx: { maxHeight: 480 } }, paper: { elevation: 8 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          autoFocus={autoFocus}
          inputRef={inputRef}
          placeholder={messages.search.placeholder[type]}
          slotProps={searchInputSlots(params.slotProps)}
          sx={SEARCH_INPUT_SX}
        />
      )}
    />
  );
}
