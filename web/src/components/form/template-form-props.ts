import type { ReactNode } from 'react';
import type { FormSubmitReply, FormTemplate } from '@sportello/contracts';
import type { FormLayout } from './form-frame';

export interface TemplateFormProps {
  /** The form type: GET /api/forms/{formType}/template.json, POST /api/forms/{formType}. */
  formType: string;
  /** The record a loadData form edits; sent back with the values. */
  id?: string | number | undefined;
  /** 'edit' (the fields) or 'preview' (the read-only view); the template's switch-view toggles. */
  mode?: 'edit' | 'preview';
  layout?: FormLayout;
  /** Id of the title element (a dialog's aria-labelledby). */
  titleId?: string | undefined;
  /** Title while the template loads, or when the template has none. */
  fallbackTitle?: string | undefined;
  /** Language of option lookups and read-only numbers ('it' by default). */
  lang?: string | undefined;
  /** Called after a successful submission instead of showing the success message (modals). */
  onSuccess?: ((reply: FormSubmitReply, template: FormTemplate) => void) | undefined;
  /** Shows a cancel button (a modal's Annulla). */
  onCancel?: (() => void) | undefined;
  /** Conferma stays disabled until every visible required field has a value (spec 3 §5 user modal). */
  submitWhenComplete?: boolean | undefined;
  /** Shown under the success message (a link onwards). */
  successAction?: ReactNode;
}
