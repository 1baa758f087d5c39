import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ContentLang } from '@sportello/contracts';
import { useLanguageNames } from './language-names';
import { listMessages as m } from './messages';

/** A content's language codes as small chips, named in full for screen readers and on hover. */
export function LangChips({ langs, sx }: { langs: readonly ContentLang[]; sx?: SxProps<Theme> }) {
  const nameOf = useLanguageNames();
  if (!langs.length) return null;
  return (
    <Box
      component="ul"
      aria-label={m.languages(langs.map(nameOf).join(', '))}
      sx={[
        { listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {langs.map((l) => (
        <li key={l}>
          <Chip
            size="small"
            label={l.toUpperCase()}
            title={nameOf(l)}
            sx={{ height: 20, fontSize: 11, fontWeight: 700, letterSpacing: 0.5 }}
          />
        </li>
      ))}
    </Box>
  );
}
