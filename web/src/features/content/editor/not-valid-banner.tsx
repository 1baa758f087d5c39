import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  CONTENT_LANGUAGES,
  type ContentComponent,
  type ContentDocument,
  type ContentLang,
  type CustomContent,
} from '@sportello/contracts';
import { blockTitle, keyOf, parseFieldKey, type Docs, type ListName } from './editor-state';
import { editorMessages } from './messages';
import type { FieldErrors } from './validation';

const m = editorMessages.banner;
type Kind = ContentDocument['availableTypes']['data'][number];
const ORDER: ListName[] = ['baseContents', 'customContents', 'extraContents'];

/**
 * The not-valid banner (spec 1 §4, §8), only for publication: "Attenzione", "Solo per la
 * pubblicazione", the fields still to fill, grouped per language; each one leads to its field.
 */
export function NotValidBanner({
  docs,
  errors,
  kinds,
  langLabel,
  onGo,
  onClose,
}: {
  docs: Docs;
  errors: FieldErrors;
  kinds: Kind[];
  langLabel: (l: ContentLang) => string;
  onGo: (key: string) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  const groups = CONTENT_LANGUAGES.flatMap((lang) => {
    const doc = docs[lang];
    if (!doc?.isActive) return [];
    const items = ORDER.flatMap((list) => {
      const components: (ContentComponent | CustomContent)[] = doc[list];
      return components.flatMap((c) => {
        const key = `${lang}|${list}|${keyOf(c)}`;
        const message = errors[key];
        if (!message) return [];
        const label =
          'clientUUID' in c
            ? blockTitle(c, kinds.find((k) => k.name === c.kind)?.label)
            : c.label || c.fieldname;
        return [{ key, label, message }];
      });
    });
    return items.length ? [{ lang, items }] : [];
  });
  if (groups.length === 0) return null;

  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="warning"
      role="alert"
      onClose={onClose}
      slotProps={{ closeButton: { title: m.close, 'aria-label': m.close } }}
      sx={{ '& .MuiAlert-message': { width: '100%' }, outline: 'none' }}
    >
      <AlertTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {m.title}
        <Chip size="small" label={m.info} color="warning" />
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {m.text}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {groups.map((g) => (
          <Box key={g.lang} component="section" aria-label={langLabel(g.lang)}>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {langLabel(g.lang)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {g.items.map((i) => (
                <li key={i.key}>
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={() => onGo(i.key)}
                    aria-label={m.goTo(i.label, langLabel(parseFieldKey(i.key).lang))}
                    sx={{ textAlign: 'left', color: 'inherit', fontWeight: 600 }}
                  >
                    {i.label}
                  </Link>
                  <Typography component="span" variant="body2">
                    {`: ${i.message}`}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
