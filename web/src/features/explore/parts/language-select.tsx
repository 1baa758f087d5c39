import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ExploreLocale } from '@sportello/contracts';
import { useAppScope } from '../../../lib/app-scope';

/** The five languages (config.languages, Italian first): the search's or the preview's locale. */
export function LanguageSelect({
  value,
  onChange,
  label,
  only,
  note,
}: {
  value: ExploreLocale;
  onChange: (locale: ExploreLocale) => void;
  label: string;
  /** Offer only these (the languages an item is written in). */
  only?: readonly string[];
  /** A line under the field (the language asked is not one of the item's). */
  note?: string | undefined;
}) {
  const { config } = useAppScope();
  const options = config.languages.filter((l) => !only || only.includes(l.value) || l.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as ExploreLocale)}
      helperText={note}
      sx={{ minWidth: 180, bgcolor: 'background.paper' }}
    >
      {options.map((l) => (
        <MenuItem key={l.value} value={l.value} lang={l.value}>
          {l.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
