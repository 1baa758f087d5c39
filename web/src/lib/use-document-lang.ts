import { useEffect } from 'react';

/**
 * The document's `lang` is `lang` while the calling screen shows (a kiosk or a shared page in the
 * visitor's language: screen readers, hyphenation, spell-check follow it); restored when it goes.
 */
export function useDocumentLang(lang: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    root.setAttribute('lang', lang);
    return () => {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    };
  }, [lang]);
}
