import type { Lang } from '@sportello/contracts';
import { terminalsMessages } from './messages';

/** The fixed texts a visitor reads on the kiosk and on the desk's terminal, in their language. */
export interface KioskTexts {
  sectionOf: (n: number, total: number) => string;
  language: string;
  loading: string;
  loadError: string;
  listError: string;
  retry: string;
  offline: string;
}

const it = terminalsMessages.kiosk;

/** Italian as the spec and the desk say it; the other four for the visitor (kiosk, terminal). */
export const kioskTexts: Record<Lang, KioskTexts> = {
  it: {
    sectionOf: it.sectionOf,
    language: it.language,
    loading: it.loading,
    loadError: it.loadError,
    listError: it.listError,
    retry: it.retry,
    offline: it.offline,
  },
  en: {
    sectionOf: (n, total) => `Section ${n} of ${total}`,
    language: 'Language',
    loading: 'Loading…',
    loadError: 'The survey is not available right now.',
    listError: 'The list is not available right now.',
    retry: 'Try again',
    offline: 'No connection: your answers will be sent as soon as it is back.',
  },
  fr: {
    sectionOf: (n, total) => `Section ${n} sur ${total}`,
    language: 'Langue',
    loading: 'Chargement…',
    loadError: 'Le questionnaire n’est pas disponible pour le moment.',
    listError: 'La liste n’est pas disponible pour le moment.',
    retry: 'Réessayer',
    offline: 'Pas de connexion : vos réponses seront envoyées dès son retour.',
  },
  de: {
    sectionOf: (n, total) => `Abschnitt ${n} von ${total}`,
    language: 'Sprache',
    loading: 'Wird geladen…',
    loadError: 'Der Fragebogen ist im Moment nicht verfügbar.',
    listError: 'Die Liste ist im Moment nicht verfügbar.',
    retry: 'Erneut versuchen',
    offline: 'Keine Verbindung: Ihre Antworten werden gesendet, sobald sie wieder besteht.',
  },
  es: {
    sectionOf: (n, total) => `Sección ${n} de ${total}`,
    language: 'Idioma',
    loading: 'Cargando…',
    loadError: 'El cuestionario no está disponible en este momento.',
    listError: 'La lista no está disponible en este momento.',
    retry: 'Reintentar',
    offline: 'Sin conexión: tus respuestas se enviarán en cuanto vuelva.',
  },
};
