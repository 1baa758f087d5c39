import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendToMobileOutlined from '@mui/icons-material/SendToMobileOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { CONTENT_LANGUAGES, type Lang } from '@sportello/contracts';
import { useAppScope } from '../../../lib/app-scope';
import { terminalsMessages as m } from '../messages';
import { externalFormQuery } from '../terminals-api';
import type { TerminalLink } from './use-terminal-link';

/**
 * The external-terminal section of the "Condividi" modal (spec 2 §4, §6): shown only while an
 * assisted terminal of the office is online. Terminal, language and sections, then send; while
 * sharing, the sharing text with the stop action.
 */
export function TerminalShareSection({
  link,
  listId,
  lang: startLang,
}: {
  link: TerminalLink;
  /** A list to show on the terminal (the lists' share modal): no sections, no answers back. */
  listId?: number;
  /** The language chosen first (the share modal's). */
  lang?: string;
}) {
  const { config } = useAppScope();
  const isList = listId !== undefined;
  const form = useQuery({ ...externalFormQuery('assisted', 'it', ''), enabled: !isList });
  const langs = config.langShareOptions.options.filter((o) =>
    (CONTENT_LANGUAGES as readonly string[]).includes(o.value),
  );
  const [wsId, setWsId] = useState('');
  const [lang, setLang] = useState<Lang>(
    (langs.find((o) => o.value === startLang) ?? langs[0])?.value ?? 'it',
  );
  const [chosen, setChosen] = useState<string[] | null>(null);
  if (!link.available) return null;
  const all = isList ? [] : (form.data?.sections ?? []);
  const sections = chosen ?? all.map((s) => s.key);
  const terminal = wsId || link.terminals[0]?.wsId || '';

  if (link.sharing)
    return (
      <Box component="section" aria-label={m.share.section} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {m.share.section}
        </Typography>
        <Alert
          severity="info"
          role="status"
          action={
            <Button
              color="inherit"
              startIcon={<StopCircleOutlined aria-hidden />}
              onClick={() => link.stop()}
            >
              {m.share.stop}
            </Button>
          }
        >
          {m.share.sharing(link.sharing.name)}
        </Alert>
      </Box>
    );

  return (
    <Box component="section" aria-label={m.share.section} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {m.share.section}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {isList ? m.share.listIntro : m.share.intro}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={m.share.terminal}
          value={terminal}
          onChange={(e) => setWsId(e.target.value)}
          sx={{ minWidth: 240 }}
        >
          {link.terminals.map((t) => (
            <MenuItem key={t.wsId} value={t.wsId}>
              {t.deviceName ? `${t.name} — ${t.deviceName}` : t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={m.share.lang}
          value={lang}
          onChange={(e) => setLang(e.target.value as Lang)}
          sx={{ minWidth: 180 }}
        >
          {langs.map((o) => (
            <MenuItem key={o.value} value={o.value} lang={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {all.length ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{m.share.sections}</FormLabel>
          <FormGroup row>
            {all.map((s) => (
              <FormControlLabel
                key={s.key}
                label={s.title}
                control={
                  <Checkbox
                    checked={sections.includes(s.key)}
                    onChange={(e) =>
                      setChosen(e.target.checked ? [...sections, s.key] : sections.filter((k) => k !== s.key))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      ) : null}
      <Button
        variant="contained"
        startIcon={<SendToMobileOutlined aria-hidden />}
        disabled={!terminal || (!isList && sections.length === 0) || link.connection !== 'open'}
        onClick={() => link.send({ wsId: terminal, lang, sections, listId: listId ?? null })}
        sx={{ justifySelf: 'start' }}
      >
        {m.share.send}
      </Button>
    </Box>
  );
}
