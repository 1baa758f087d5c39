import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTENT_LANGUAGES, type KioskDevice, type Lang } from '@sportello/contracts';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useDocumentLang } from '../../../lib/use-document-lang';
import { kioskTexts } from '../kiosk-messages';
import { externalFormQuery, saveKioskProfile } from '../terminals-api';
import { KioskRunner } from './kiosk-runner';

/** Each language in its own name: a visitor finds theirs without reading Italian. */
export const NATIVE_NAMES: Record<Lang, string> = {
  it: 'Italiano',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
};

/**
 * The hall kiosk (self) or a standalone form: the visitor picks a language on the intro, fills
 * the sections, and "end" (or the countdown at 0) saves the profile as type final.
 */
export function SelfKiosk({
  formType,
  sections,
  startLang,
}: {
  device: KioskDevice;
  formType: 'self' | 'assisted';
  sections: string;
  startLang: Lang;
}) {
  const [lang, setLang] = useState<Lang>(startLang);
  const form = useQuery(externalFormQuery(formType, lang, sections));
  const t = kioskTexts[lang];
  useDocumentLang(lang);
  const finish = useCallback(
    (values: Record<string, unknown>, final: boolean) => {
      // The server validates against the form; a refusal leaves the kiosk ready for the next visitor.
      void saveKioskProfile({ values, type: final ? 'final' : 'timeout', lang }).catch(() => undefined);
    },
    [lang],
  );
  if (form.isPending) return <FullPageSpinner label={t.loading} />;
  if (!form.data)
    return (
      <Box
        component="main"
        lang={lang}
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', gap: 2 }}
      >
        <Typography role="alert" sx={{ fontSize: '1.5rem' }}>
          {t.loadError}
        </Typography>
        <Button variant="contained" size="large" sx={{ minHeight: 64 }} onClick={() => void form.refetch()}>
          {t.retry}
        </Button>
      </Box>
    );
  return (
    <KioskRunner
      key={lang}
      form={form.data}
      mode="self"
      onFinish={finish}
      langSwitch={
        <Box
          role="group"
          aria-label={t.language}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {CONTENT_LANGUAGES.map((code) => (
            <Button
              key={code}
              lang={code}
              variant={code === lang ? 'contained' : 'outlined'}
              aria-pressed={code === lang}
              onClick={() => setLang(code)}
              sx={{ minHeight: '3.25rem', minWidth: '8rem', fontSize: '1.125rem' }}
            >
              {NATIVE_NAMES[code]}
            </Button>
          ))}
        </Box>
      }
    />
  );
}
