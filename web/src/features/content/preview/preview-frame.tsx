import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ContentLang, ContentPreviewReply } from '@sportello/contracts';
import { previewMessages as m } from './messages';

/**
 * The rendered content of one language in a frame (the server's preview HTML, sandboxed by its own
 * CSP): the preview page and the content-preview-modal show it alike.
 */
export function PreviewFrame({
  src,
  contentTitle,
  languageLabel,
  height,
}: {
  /** The frame's address, already in the environment (inEnv). */
  src: string;
  contentTitle: string;
  languageLabel: string;
  height: number;
}) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        component="iframe"
        key={src}
        src={src}
        title={m.frame(contentTitle, languageLabel)}
        sx={{ display: 'block', width: '100%', height, border: 0, bgcolor: 'background.paper' }}
      />
    </Paper>
  );
}

/** The switcher of a content's languages (shown only when it has more than one). */
export function PreviewLanguages({
  langs,
  value,
  onChange,
}: {
  langs: ContentPreviewReply['contentLangs']['data'];
  value: ContentLang | null;
  onChange: (next: ContentLang) => void;
}) {
  if (langs.length < 2) return null;
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size="small"
      value={value}
      aria-label={m.languages}
      onChange={(_, next: ContentLang | null) => {
        if (next && next !== value) onChange(next);
      }}
    >
      {langs.map((l) => (
        <ToggleButton key={l.language} value={l.language} sx={{ px: 1.5, fontWeight: 600 }}>
          {l.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
