import type { ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE, enUS, esES, frFR, itIT } from '@mui/material/locale';
import type { Lang } from '@sportello/contracts';
import { FormLangContext, FormTextsLangContext } from '../../../components/form/form-lang';

/** MUI's own texts (a select's "Apri", "Cancella") in the visitor's language. */
const muiLocales: Record<Lang, typeof itIT> = { it: itIT, en: enUS, fr: frFR, de: deDE, es: esES };
const themes = new Map<string, (outer: Theme) => Theme>();
const themeFor = (lang: Lang) => {
  let theme = themes.get(lang);
  if (!theme) {
    theme = (outer: Theme) => createTheme(outer, muiLocales[lang]);
    themes.set(lang, theme);
  }
  return theme;
};

/** A kiosk screen in the visitor's language: the form's options and texts, and MUI's. */
export function KioskLocale({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <ThemeProvider theme={themeFor(lang)}>
      <FormLangContext.Provider value={lang}>
        <FormTextsLangContext.Provider value={lang}>{children}</FormTextsLangContext.Provider>
      </FormLangContext.Provider>
    </ThemeProvider>
  );
}
