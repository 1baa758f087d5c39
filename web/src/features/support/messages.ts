/** The texts of the help and contact modals. */
export const helpMessages = {
  title: 'Aiuto',
  loading: 'Caricamento delle domande…',
  empty: 'Non ci sono domande frequenti.',
} as const;

export const contactMessages = {
  title: 'Contattaci',
  messaging: 'Scrivici su WhatsApp',
  required: (label: string) => `${label}: campo obbligatorio`,
  tooLong: (label: string, max: number) => `${label}: al massimo ${max} caratteri`,
  invalidForm: 'Controlla i campi evidenziati.',
} as const;
