/** The Italian texts of notifications and the history modal (spec 3 §2 "Notifications"). */
export const notificationMessages = {
  // The server's own labels (NOTIFICATION_MESSAGES in the contracts) come with its replies; these
  // are the same words for the moments before one has arrived.
  empty: 'Non ci sono notifiche',
  viewMore: 'Mostra altre',
  toRead: 'Da leggere',
  review: 'Rivedi le modifiche',
  title: 'Notifiche',
  history: 'Storico aggiornamenti',
  close: 'Chiudi',
  loading: 'Caricamento delle notifiche…',
  bell: (count: number) =>
    count === 0
      ? 'Notifiche: nessuna da leggere'
      : count === 1
        ? 'Notifiche: 1 da leggere'
        : `Notifiche: ${count} da leggere`,
  markRead: 'Segna come letta',
  markUnread: 'Segna come da leggere',
  unread: 'da leggere',
  historyOf: (title: string) => `Storico aggiornamenti: ${title}`,
  openHistory: 'Apri lo storico',
  types: {
    message: 'Messaggio',
    action: 'Azione',
    approved: 'Approvato',
    denied: 'Rifiutato',
  },
} as const;
