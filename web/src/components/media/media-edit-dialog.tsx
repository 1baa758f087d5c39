import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTENT_LANGUAGES,
  MEDIA_LIMITS,
  type ContentLanguage,
  type MediaItem,
  type MediaMetaBody,
} from '@sportello/contracts';
import { isApiError } from '../../lib/api';
import { messages } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { mediaKeys, saveMediaMeta } from './media-api';
import { mediaMessages as m } from './messages';

type Texts = Record<ContentLanguage, { alt: string; caption: string }>;

/** Alt text and caption per content language, copyright, link, position; for documents name, language, type. */
export function MediaEditDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const image = item.kind === 'image';
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<ContentLanguage>('it');
  const [texts, setTexts] = useState<Texts>(
    () =>
      Object.fromEntries(
        CONTENT_LANGUAGES.map((l) => [
          l,
          { alt: item.texts[l]?.alt ?? '', caption: item.texts[l]?.caption ?? '' },
        ]),
      ) as Texts,
  );
  const [copyright, setCopyright] = useState(item.copyright);
  const [link, setLink] = useState(item.link);
  const [position, setPosition] = useState(item.position === null ? '' : String(item.position));
  const [name, setName] = useState(item.name);
  const [lingua, setLingua] = useState(item.lingua ?? '');
  const [documentType, setDocumentType] = useState(item.documentType);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: MediaMetaBody) => saveMediaMeta(item.id, body),
    onSuccess: async () => {
      notify({ message: m.saved, severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: mediaKeys.kind(item.kind) });
      onClose();
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.fields : {});
      notify({ message: isApiError(error) ? error.message : m.invalid, severity: 'error' });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const common = { copyright, link };
    const body: MediaMetaBody = image
      ? { ...common, texts, position: position.trim() === '' ? null : Number(position) }
      : { ...common, name, lingua: (lingua || null) as ContentLanguage | null, documentType };
    save.mutate(body);
  };

  const setText = (key: 'alt' | 'caption', value: string) =>
    setTexts((t) => ({ ...t, [lang]: { ...t[lang], [key]: value } }));
  const err = (key: string) => ({ error: !!errors[key], helperText: errors[key] });
  const langHasError = (l: ContentLanguage) => !!(errors[`texts.${l}.alt`] || errors[`texts.${l}.caption`]);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="media-edit-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="media-edit-title">{image ? m.editTitleImage : m.editTitleDocument}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {item.thumb ? (
              <Box component="img" src={item.thumb} alt="" width={80} height={80} sx={{ borderRadius: 1 }} />
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.info.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  item.info.type,
                  item.info.filesize,
                  item.width && item.height ? m.dimensions(item.width, item.height) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Box>
          {image ? (
            <>
              <Tabs
                value={lang}
                onChange={(_, v: ContentLanguage) => setLang(v)}
                aria-label={m.textsLanguage}
                variant="scrollable"
              >
                {CONTENT_LANGUAGES.map((l) => (
                  <Tab
                    key={l}
                    value={l}
                    label={m.languages[l]}
                    sx={langHasError(l) ? { color: 'error.main' } : undefined}
                  />
                ))}
              </Tabs>
              <TextField
                label={`${m.alt} (${m.languages[lang]})`}
                value={texts[lang].alt}
                onChange={(e) => setText('alt', e.target.value)}
                slotProps={{ htmlInput: { maxLength: MEDIA_LIMITS.alt } }}
                error={!!errors[`texts.${lang}.alt`]}
                helperText={errors[`texts.${lang}.alt`] ?? m.altHint}
              />
              <TextField
                label={`${m.caption} (${m.languages[lang]})`}
                value={texts[lang].caption}
                onChange={(e) => setText('caption', e.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MEDIA_LIMITS.caption } }}
                {...err(`texts.${lang}.caption`)}
              />
            </>
          ) : (
            <>
              <TextField
                label={m.name}
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                {...err('name')}
              />
              <TextField
                select
                label={m.lingua}
                value={lingua}
                onChange={(e) => setLingua(e.target.value)}
                {...err('lingua')}
              >
                <MenuItem value="">{m.noLanguage}</MenuItem>
                {CONTENT_LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {m.languages[l]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={m.documentType}
                value={documentType}
                onChange={(e) => setDocumentType(e.target.value)}
                {...err('documentType')}
              />
            </>
          )}
          <TextField
            label={m.copyright}
            value={copyright}
            onChange={(e) => setCopyright(e.target.value)}
            {...err('copyright')}
          />
          <TextField
            label={m.link}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            type="url"
            {...err('link')}
          />
          {image ? (
            <TextField
              label={m.position}
              value={position}
              onChange={(e) => setPosition(e.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...err('position')}
            />
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} color="inherit">
            {messages.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
