import { NOTIFICATION_MESSAGES } from '@sportello/contracts';

/** The Italian texts of notifications and the history modal (spec 3 §2 "Notifications"). */
export const notificationMessages = {
  ...NOTIFICATION_MESSAGES,
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
