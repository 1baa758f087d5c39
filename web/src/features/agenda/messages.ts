/** The agenda's Italian texts (spec 3 §2 "Agenda"). */
export const agendaMessages = {
  contact: {
    loading: 'Caricamento del contatto…',
    users: 'Utenti del gruppo',
    usersEmpty: 'Il gruppo non ha utenti attivi.',
    name: 'Nome',
    role: 'Ruolo',
    email: 'E-mail',
    shareEmail: 'Invia per e-mail',
    shareWhatsapp: 'Invia su WhatsApp',
    edit: 'Modifica',
    close: 'Chiudi',
    newTab: '(si apre in una nuova scheda)',
    notFilled: 'Non compilato',
  },
  partner: {
    create: 'Nuovo partner',
    edit: 'Modifica partner',
    saved: 'Contatto salvato.',
  },
} as const;
