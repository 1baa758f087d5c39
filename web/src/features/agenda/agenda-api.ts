import { queryOptions } from '@tanstack/react-query';
import type {
  AgendaContactDetail,
  AgendaSendEmailBody,
  AgendaSendReply,
  MessageReply,
} from '@sportello/contracts';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

export const agendaKeys = {
  all: ['agenda'] as const,
  contact: (env: string, key: string) => ['agenda', env, 'contact', key] as const,
};

/** GET /api/crm/contatto/{key}: the contact modal (g{id} a group, p{id} a partner). */
export const contactQuery = (env: string, key: string) =>
  queryOptions({
    queryKey: agendaKeys.contact(env, key),
    queryFn: ({ signal }) =>
      api<AgendaContactDetail>(`/api/crm/contatto/${enc(key)}`, { signal, silent: true }),
    staleTime: 30_000,
    retry: false,
  });

/** send-to-email of type contatto: the card as the modal shows it. */
export const sendContactEmail = (body: AgendaSendEmailBody) =>
  api<AgendaSendReply>('/api/crm/contatti/invia-email', { method: 'POST', body });

/** The table engine's row delete: a partner by its id. */
export const deletePartner = (id: number) =>
  api<MessageReply>('/api/tables/agenda/delete', {
    method: 'POST',
    body: { id, params: { type: 'partner' } },
  });
