/** The shell's Italian texts sent by the server (labels of the user menu, replies, mail). */
export const MESSAGES = {
  help: 'Aiuto',
  contact: 'Contattaci',
  outbox: 'Posta in uscita',
  settings: 'Impostazioni',
  changePassword: 'Cambia password',
  logout: 'Esci',
  switchTo: (slug: string, name: string) => SWITCH_LABELS[slug] ?? `Vai a ${name}`,
  pageNotFound: 'Pagina non trovata',
  mailSent: 'Email inviata con successo',
  /** {{groups}} of the inactive-account texts when no office can be named. */
  yourOffice: 'il tuo ufficio',
} as const;

const SWITCH_LABELS: Record<string, string> = {
  'make-vt': 'Vai al portale',
  'make-iat': 'Vai allo Sportello IAT',
};
