import { z } from '../z.js';
import { ProfileSource, Profiled } from './profile.js';

/** Personal data (beyond the spec): the visitor's data on request, and their erasure. */

export const ProfilePersonalData = z.object({
  exportedAt: z.string(),
  profile: z.object({
    code: z.string(),
    iat: z.string(),
    iatName: z.string(),
    profiled: Profiled,
    source: ProfileSource,
    visitedAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    consentAt: z.string().nullable(),
    contactErasedAt: z.string().nullable(),
    contact: z.record(z.string(), z.unknown()).nullable(),
    values: z.record(z.string(), z.unknown()),
    favourites: z.array(z.object({ resId: z.string(), type: z.string(), title: z.string() })),
  }),
});
export type ProfilePersonalData = z.infer<typeof ProfilePersonalData>;

export const ProfileEraseReply = z.object({
  id: z.number().int(),
  contactErasedAt: z.string(),
  message: z.string(),
});
export type ProfileEraseReply = z.infer<typeof ProfileEraseReply>;
