import { z } from '../z.js';

/** The list-edit template (spec 2 §4 "List edit"): GET /api/list/template/edit.json. */

export const ListEditAction = z.object({
  type: z.enum(['delete', 'cancel', 'save']),
  label: z.string(),
  variant: z.enum(['text', 'outlined', 'contained']).default('contained'),
  color: z.enum(['primary', 'error', 'inherit']).default('primary'),
  confirm: z.object({ title: z.string(), text: z.string() }).optional(),
  /** Where the action goes afterwards (cancel, delete: /lists). */
  redirect: z.string().optional(),
});
export type ListEditAction = z.infer<typeof ListEditAction>;

export const ListEditTemplate = z.object({
  title: z.string(),
  fields: z.object({
    title: z.object({ label: z.string(), placeholder: z.string(), maxLength: z.number().int() }),
    special: z.object({ label: z.string() }),
  }),
  actions: z.array(ListEditAction),
  labels: z.record(z.string(), z.string()),
});
export type ListEditTemplate = z.infer<typeof ListEditTemplate>;
