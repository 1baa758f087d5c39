/**
 * The widget's refusals, read in a partner's page (the frame) or by a partner's developer: Italian
 * and English, as the read API's (public-api.messages.ts).
 */
export const WIDGET_MESSAGES = {
  frameTitle: 'Sportello: widget',
  refusedTitle: 'Widget non disponibile / Widget not available',
  siteNotAllowed: (origin: string) =>
    `Questo sito (${origin}) non è tra quelli autorizzati per la chiave del widget: chiedi all’ente del turismo di aggiungerlo. / This site (${origin}) is not allowed for the widget key: ask the tourist board to add it.`,
  scriptMissing:
    'Lo script del widget non è stato costruito (npm run build). / The widget script has not been built.',
} as const;
