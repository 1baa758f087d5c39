import type { MessageReply, PartnerKeyDetail, PartnerKeyGrants } from '@sportello/contracts';
import { api } from '../../lib/api';

export const partnerKeysKeys = { detail: (id: number) => ['partner-keys', id] as const };

/** One key with its grants and the options the dialog offers (never the secret). */
export const fetchPartnerKey = (id: number, signal?: AbortSignal) =>
  api<PartnerKeyDetail>(`/api/partner-keys/${id}`, { signal });

export const saveGrants = (id: number, grants: PartnerKeyGrants) =>
  api<MessageReply>(`/api/partner-keys/${id}/grants`, { method: 'PUT', body: grants });

export const revokePartnerKey = (id: number) =>
  api<MessageReply>(`/api/partner-keys/${id}/revoke`, { method: 'POST' });
