import { createContext, useContext } from 'react';

/** Language of option lookups and read-only numbers: the content language of the form ('it' by default). */
export const FormLangContext = createContext('it');
export const useFormLang = () => useContext(FormLangContext);
