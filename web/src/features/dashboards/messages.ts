import type { VisitorChart } from '@sportello/contracts';

/** The texts of the dashboards (spec 3 §2 "Dashboard", issue 37). */
export const dashboardMessages = {
  title: 'Dashboard',
  none: 'Non ci sono dashboard per il tuo ruolo.',
  frameTitle: (title: string) => `Dashboard: ${title}`,
  external: 'Dashboard esterna',
  visitors: {
    title: 'Visitatori',
    subtitle: 'Le schede dei visitatori del periodo, accanto allo stesso periodo dell’anno prima.',
    period: 'Periodo',
    granularity: 'Raggruppa per',
    granularities: { day: 'Giorno', week: 'Settimana', month: 'Mese' },
    offices: 'Uffici',
    allOffices: 'Tutti gli uffici',
    profiles: 'Schede',
    people: 'Persone',
    lastYear: (label: string) => `${label}, anno prima`,
    comparedTo: (from: string, to: string) => `Confronto con ${from} – ${to}`,
    change: 'Variazione',
    noChange: '—',
    empty: 'Nessun visitatore nel periodo scelto.',
    emptyChart: 'Nessun dato in questo periodo.',
    chartView: 'Grafico',
    tableView: 'Tabella',
    view: (title: string) => `Vista di «${title}»`,
    csv: 'Scarica CSV',
    csvOf: (title: string) => `Scarica «${title}» in CSV`,
    csvError: 'Non è stato possibile scaricare il file.',
    total: 'Totale',
    charts: {
      periodo: 'Andamento nel periodo',
      nazionalita: 'Nazionalità',
      profilo_regione: 'Regione italiana',
      profilo_numero_persone: 'Numero di persone',
      ufficio: 'Uffici a confronto',
      fonte: 'Sportello o totem',
      profilato: 'Profilati e non profilati',
    } satisfies Record<VisitorChart, string>,
    chartSummary: (title: string, n: number) =>
      `${title}: ${n} ${n === 1 ? 'valore' : 'valori'}, vedi la tabella`,
  },
} as const;
