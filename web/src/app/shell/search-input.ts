import { createElement } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, type SearchType } from '@sportello/contracts';
import { messages } from '../../lib/messages';

/** What the search box hands to the full search when it has loaded. */
export interface SearchFieldProps {
  type: SearchType;
  /** Typed into the box before the full search loaded. */
  initialText: string;
  /** The box had the focus: the full search takes it. */
  autoFocus: boolean;
}

/** The look of the top-bar search, the same before and after its drop-down has loaded. */
export const SEARCH_BOX_SX = { width: '100%', maxWidth: 560 } as const;
export const SEARCH_INPUT_SX = {
  '& .MuiOutlinedInput-root': { bgcolor: '#ffffff', borderRadius: 2 },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
  '& .Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: '#f2b84b', borderWidth: 3 },
} as const;

type Slots = NonNullable<TextFieldProps['slotProps']>;

/** The input's name, length limit and search icon, over what the field itself sets. */
export function searchInputSlots(slots: { htmlInput?: object; input?: object } = {}): Slots {
  return {
    ...slots,
    htmlInput: {
      ...slots.htmlInput,
      'aria-label': messages.search.label,
      maxLength: LIMITS.autocompleteQuery,
    },
    input: {
      ...slots.input,
      startAdornment: createElement(
        InputAdornment,
        { position: 'start' },
        createElement(SearchIcon, { 'aria-hidden': true }),
      ),
    },
  };
}
