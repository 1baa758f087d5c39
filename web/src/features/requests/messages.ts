/** The texts of the pending requests page. */
export const requestsMessages = {
  title: 'Richieste in attesa',
  intro:
    "Accreditamenti, nuove strutture e accessi API da verificare. Il richiedente riceve l'esito via e-mail.",
  tabs: 'Stato delle richieste',
  tabLabel: { pending: 'In attesa', approved: 'Approvate', refused: 'Rifiutate' },
  empty: {
    pending: 'Non ci sono richieste in attesa',
    approved: 'Non ci sono richieste approvate',
    refused: 'Non ci sono richieste rifiutate',
  },
  status: { pending: 'In attesa', approved: 'Approvata', refused: 'Rifiutata' },
  sentOn: (date: string) => `Inviata il ${date}`,
  requester: 'Richiedente',
  environment: 'Ambiente',
  role: 'Ruolo richiesto',
  motivation: 'Motivazione',
  approve: 'Approva',
  refuse: 'Rifiuta',
  approveOf: (area: string, who: string) => `Approva la richiesta di ${who} per ${area}`,
  refuseOf: (area: string, who: string) => `Rifiuta la richiesta di ${who} per ${area}`,
  approveTitle: 'Approvare la richiesta?',
  approveText: (type: string, area: string, who: string) =>
    `${type}: «${area}», richiesta da ${who}. Il richiedente riceverà un'e-mail di conferma.`,
  refuseTitle: 'Rifiutare la richiesta?',
  refuseText: (type: string, area: string, who: string) =>
    `${type}: «${area}», richiesta da ${who}. Il richiedente riceverà un'e-mail con l'esito.`,
  decided: (status: string, by: string, at: string) =>
    [status, by ? `da ${by}` : '', at ? `il ${at}` : ''].filter(Boolean).join(' '),
  total: (n: number) => (n === 1 ? '1 richiesta' : `${n} richieste`),
  pagination: 'Pagine delle richieste',
} as const;
