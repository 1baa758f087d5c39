import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { notify } from '../../lib/notify';
import { widgetMessages as M } from './messages';

/** The two snippets to paste (the script, preferred, and the iframe fallback) and "Copia codice". */
export function WidgetSnippet({
  snippets,
  disabled,
}: {
  snippets: { script: string; frame: string };
  disabled: boolean;
}) {
  const [tab, setTab] = useState<'script' | 'frame'>('script');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tab === 'script' ? snippets.script : snippets.frame);
      notify({ message: M.copied, severity: 'success' });
    } catch {
      notify({ message: M.copyFailed, severity: 'warning' });
    }
  };
  return (
    <Paper component="section" aria-labelledby="widget-snippet" variant="outlined" sx={{ p: 2.5 }}>
      <Typography id="widget-snippet" variant="h2" sx={{ mb: 1 }}>
        {M.snippet}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: 'script' | 'frame') => setTab(v)} aria-label={M.snippet}>
        <Tab value="script" label={M.snippetScript} />
        <Tab value="frame" label={M.snippetFrame} />
      </Tabs>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1.5 }}>
        {tab === 'script' ? M.snippetScriptHelp : M.snippetFrameHelp}
      </Typography>
      <TextField
        label={M.snippet}
        value={tab === 'script' ? snippets.script : snippets.frame}
        multiline
        fullWidth
        minRows={4}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'widget-snippet' },
          input: {
            sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 },
          },
        }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyOutlined />}
        sx={{ mt: 1.5 }}
        disabled={disabled}
        onClick={() => void copy()}
      >
        {M.copy}
      </Button>
    </Paper>
  );
}
