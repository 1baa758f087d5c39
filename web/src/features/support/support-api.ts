import { queryOptions } from '@tanstack/react-query';
import type { ContactData, ContactUsBody, HelpData, MessageReply } from '@sportello/contracts';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const helpQuery = (env: string) =>
  queryOptions({
    queryKey: queryKeys.help(env),
    queryFn: ({ signal }) => api<HelpData>('/api/help.json', { signal }),
    staleTime: 10 * 60_000,
  });

export const contactQuery = (env: string) =>
  queryOptions({
    queryKey: queryKeys.contact(env),
    queryFn: ({ signal }) => api<ContactData>('/api/contact.json', { signal }),
    staleTime: 10 * 60_000,
  });

/** Field errors come back under the fields; the snackbar is left to the modal. */
export const sendContact = (body: ContactUsBody & Record<string, string>) =>
  api<MessageReply>('/api/contact-us.json', { method: 'POST', body, silent: true });
