import { z } from '../z.js';
import { IdValue } from '../id.js';
import { TitleText } from './template.js';
import { FormValues } from './values.js';

/** What the forms' endpoints take and answer: a submission, and an options lookup (spec 1 §7). */

/** Body of POST /api/forms/{formType}. */
export const FormSubmitBody = z.object({
  values: FormValues,
  /** The record a form edits (user-edit?id=…): a number, or its digits from the page address. */
  id: IdValue.optional(),
});
export type FormSubmitBody = z.input<typeof FormSubmitBody>;

/** Reply of a successful submission. */
export const FormSubmitReply = z.object({
  message: z.string().optional(),
  successMessage: TitleText.optional(),
  /** Where the browser goes next, when the form leads somewhere. */
  redirect: z.string().optional(),
});
export type FormSubmitReply = z.infer<typeof FormSubmitReply>;

/** Options lookup reply (spec 1 §7): data.data of {label, value}. */
export const OptionsReply = z.object({
  data: z.array(
    z.object({ label: z.string(), value: z.union([z.string(), z.number()]), info: z.string().optional() }),
  ),
});
export type OptionsReply = z.infer<typeof OptionsReply>;
