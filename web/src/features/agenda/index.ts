/** The agenda (spec 3 §2 "Agenda"): the desk's directory of offices, structures and partners. */
export const agendaPages = {
  agenda: () => import('./agenda-page').then((m) => m.AgendaPage),
};
