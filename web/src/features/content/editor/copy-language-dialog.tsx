import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEmptyValue, type ContentDocument, type LangDocument } from '@sportello/contracts';
import { messages } from '../../../lib/messages';
import { blockTitle, isCopyable, type ListName } from './editor-state';
import { editorMessages } from './messages';

const m = editorMessages.languages;
type Kind = ContentDocument['availableTypes']['data'][number];

interface Item {
  id: string;
  label: string;
  empty: boolean;
}

/**
 * "Copia dal contenuto in …" with a choice, beyond what peers offer: the source language's
 * fields, base and custom, all ticked at first; the unticked ones start empty.
 */
export function CopyLanguageDialog({
  source,
  sourceLabel,
  targetLabel,
  kinds,
  onCopy,
  onClose,
}: {
  source: LangDocument;
  sourceLabel: string;
  targetLabel: string;
  kinds: Kind[];
  onCopy: (picked: ReadonlySet<string>) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const item = (
    list: ListName,
    key: string,
    label: string,
    type: Parameters<typeof isEmptyValue>[0],
    value: unknown,
  ): Item => ({
    id: `${list}|${key}`,
    label,
    empty: isEmptyValue(type, value),
  });
  const groups: { title: string; items: Item[] }[] = [
    {
      title: m.copyBase,
      items: source.baseContents
        .filter(isCopyable)
        .map((c) => item('baseContents', c.fieldname, c.label || c.fieldname, c.type, c.value)),
    },
    {
      title: m.copyCustom,
      items: source.customContents
        .filter((c) => !c.languageSync)
        .map((c) =>
          item(
            'customContents',
            c.clientUUID,
            blockTitle(c, kinds.find((k) => k.name === c.kind)?.label),
            c.type,
            c.value,
          ),
        ),
    },
    {
      title: m.copyExtra,
      items: source.extraContents
        .filter(isCopyable)
        .map((c) => item('extraContents', c.fieldname, c.label || c.fieldname, c.type, c.value)),
    },
  ].filter((g) => g.items.length > 0);
  const all = groups.flatMap((g) => g.items.map((i) => i.id));
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(all));

  const toggle = (id: string, on: boolean) =>
    setPicked((p) => {
      const next = new Set(p);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{m.copyTitle(sourceLabel, targetLabel)}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1.5 }}>{m.copyText}</DialogContentText>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button size="small" onClick={() => setPicked(new Set(all))}>
            {m.copySelectAll}
          </Button>
          <Button size="small" onClick={() => setPicked(new Set())}>
            {m.copySelectNone}
          </Button>
        </Stack>
        {groups.map((g) => (
          <Box key={g.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 650, mb: 0.5 }}>
              {g.title}
            </Typography>
            <FormGroup>
              {g.items.map((i) => (
                <FormControlLabel
                  key={i.id}
                  control={
                    <Checkbox checked={picked.has(i.id)} onChange={(e) => toggle(i.id, e.target.checked)} />
                  }
                  label={
                    <>
                      {i.label}
                      {i.empty ? (
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ color: 'text.secondary', ml: 0.75 }}
                        >
                          {m.copyEmpty}
                        </Typography>
                      ) : null}
                    </>
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
        {picked.size === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
            {m.copyNone}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {messages.common.cancel}
        </Button>
        <Button variant="contained" disabled={picked.size === 0} onClick={() => onCopy(picked)}>
          {m.copyConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
