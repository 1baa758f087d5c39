/** The texts of the home page. */
export const homeMessages = {
  welcome: (name: string) => `Benvenuto, ${name}`,
  intro: 'Da qui raggiungi tutte le funzioni abilitate per il tuo profilo.',
  sectionTitle: 'Le tue funzioni',
  empty: "Non ci sono ancora funzioni abilitate per il tuo profilo. Contatta l'amministratore.",
  open: 'Apri',
} as const;
