import type { ContentLang } from '@sportello/contracts';
import { useAppScope } from '../../../lib/app-scope';

/** The Italian name of each content language, as the app configuration gives them. */
export function useLanguageNames(): (lang: ContentLang) => string {
  const { config } = useAppScope();
  return (lang) => config.languages.find((l) => l.value === lang)?.label ?? lang.toUpperCase();
}
