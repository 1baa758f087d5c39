import { z } from '../z.js';
import { FormField, Popup } from './field.js';
import { TEMPLATE_ERROR_LABEL } from './messages.js';

/**
 * The one template schema of every template-driven form (docs/architecture.md): the dynamic forms of
 * the content area (spec 1 §3 "Form template", "Form field"), the profile and external forms
 * (spec 2 §3 "Form template items") and the legacy user-edit fields (spec 3 §3) are all mapped
 * onto it (see ./dialects), so browser and server run one engine over one shape.
 *
 * Values live in one flat record keyed by `fieldname` (FormValues, in ./values.ts); the fields are
 * in ./field.ts and the rules they carry in ./field-rules.ts.
 */

export const FormAction = z.object({
  label: z.string(),
  type: z.enum(['switch-view', 'submit']),
  style: z.enum(['primary', 'secondary', 'text']).optional(),
});
export type FormAction = z.infer<typeof FormAction>;

export const TitleText = z.object({ title: z.string(), text: z.string().optional() });

export const FormTemplate = z.object({
  formType: z.string().min(1),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  fields: z.array(FormField),
  labels: z
    .object({
      /** Snackbar text when the form is invalid (spec 1 §4). */
      error: z.string().default(TEMPLATE_ERROR_LABEL),
      submit: z.string().optional(),
      cancel: z.string().optional(),
    })
    .default({ error: TEMPLATE_ERROR_LABEL }),
  actions: z
    .object({ edit: z.array(FormAction).default([]), preview: z.array(FormAction).default([]) })
    .default({ edit: [], preview: [] }),
  /** Replaces the whole form (e.g. "request already sent"). */
  message: TitleText.optional(),
  /** Replaces the form after a successful submission. */
  successMessage: TitleText.optional(),
  /** Asked before posting. */
  pendingPopup: Popup.optional(),
  /** Load the record's current values (GET data.json) before showing the fields. */
  loadData: z.boolean().optional(),
  /** Reload template and data every time the form opens (no cache). */
  forceLoad: z.boolean().optional(),
  /** Settings only the server's handler reads (who is notified, which group kind is created …); toClientTemplate() removes it. */
  server: z.record(z.string(), z.unknown()).optional(),
});
export type FormTemplate = z.infer<typeof FormTemplate>;
