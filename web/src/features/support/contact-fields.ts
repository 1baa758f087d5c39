import { ContactUsBody, type ContactData } from '@sportello/contracts';
import { contactMessages } from './messages';

export type ContactField = ContactData['data']['fields'][number];
export type Values = Record<string, string>;

/**
 * Browser check of the contact form, message per field naming the field ("Oggetto: campo
 * obbligatorio"); the contract's limits apply to the fields it knows.
 */
export function validateContact(fields: ContactField[], values: Values): Values {
  const errors: Values = {};
  for (const f of fields) {
    if (f.required && !(values[f.fieldname] ?? '').trim())
      errors[f.fieldname] = contactMessages.required(f.label);
  }
  const known = ContactUsBody.safeParse(values);
  if (!known.success) {
    for (const issue of known.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !errors[key] && fields.some((f) => f.fieldname === key)) errors[key] = issue.message;
    }
  }
  return errors;
}
