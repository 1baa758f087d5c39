import { createContext, useContext } from 'react';
import type { Lang } from '@sportello/contracts';

/** Language of option lookups and read-only numbers: the content language of the form ('it' by default). */
export const FormLangContext = createContext('it');
export const useFormLang = () => useContext(FormLangContext);

/**
 * Language of the engine's own texts in the fields ("Non trovato", "Nessuna scelta"): Italian in
 * the back office, whatever the content language; the visitor's on a kiosk.
 */
export const FormTextsLangContext = createContext<Lang>('it');
export const useFormTextsLang = () => useContext(FormTextsLangContext);
