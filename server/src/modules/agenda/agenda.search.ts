import type { SearchProvider } from '../shell/index.js';
import { agendaUserOf } from './agenda.access.js';
import { kindLabel, phoneText } from './agenda.presenter.js';
import { pageContacts } from './agenda.repo.js';

/**
 * The top-bar search's contacts (issue 36 "found in two keystrokes"): by name, town, e-mail, phone
 * or category, from every page where the agenda is allowed; a result opens the contact modal
 * (its id is the contact's key, g{id} or p{id}).
 */
export const contactSearch: SearchProvider = {
  type: 'agenda',
  label: 'Agenda',
  route: 'agenda',
  allowed: (ctx) => agendaUserOf(ctx) !== null,
  async search(db, _ctx, query, limit) {
    const { rows } = await pageContacts(db, { search: query, sort: 'name', desc: false, offset: 0, limit });
    return rows.map((r) => ({
      id: `${r.src}${r.id}`,
      title: r.name,
      info: [kindLabel(r.kind), r.city, phoneText(r.phone)].filter(Boolean).join(' · '),
      image: null,
      toVerify: false,
    }));
  },
};
