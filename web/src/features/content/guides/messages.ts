import type { ContentFamily } from '@sportello/contracts';

type GuideFamily = Exclude<ContentFamily, 'content'>;

/** The Italian texts of the guides and reports lists (spec 1 §2); the reply brings the rest. */
export const guideMessages = {
  /** The title while the first page loads (then the reply's labels.title). */
  title: { guide: 'Guide', report: 'Report' } satisfies Record<GuideFamily, string>,
  subtitle: {
    guide: 'Le guide in PDF da consegnare ai visitatori: un clic sulla scheda scarica il file.',
    report: 'I report in PDF: un clic sulla scheda scarica il file.',
  } satisfies Record<GuideFamily, string>,
  loading: 'Caricamento in corso…',
  refreshing: 'Aggiornamento dell’elenco…',
  list: { guide: 'Elenco delle guide', report: 'Elenco dei report' } satisfies Record<GuideFamily, string>,
  downloadOf: (label: string, name: string) => `${label}: ${name} (PDF)`,
  moreActions: (name: string) => `Altre azioni per ${name}`,
  removed: 'Elemento rimosso con successo',
  deleteTitle: (name: string) => `Elimina: ${name}`,
  deleteConfirm: 'Elimina',
  shown: (shown: number, total: number, capped = false) => `${shown} di ${capped ? 'oltre ' : ''}${total}`,
} as const;
