import type { FormType } from '@sportello/contracts';
import { agendaContactForm } from '../agenda/index.js';
import { EXAMPLE_FORM_HANDLERS } from './examples/example-forms.js';
import type { FormHandler } from './forms.types.js';
import { accreditationForm } from './handlers/accreditation.js';
import { apiConfigurationForm } from './handlers/api-configuration.js';
import { changePasswordForm } from './handlers/change-password.js';
import { groupCreateForm } from './handlers/group-create.js';
import { groupEditForm } from './handlers/group-edit.js';
import { loginForm } from './handlers/login.js';
import { newPolicyForm } from './handlers/new-policy.js';
import { newStructureForm } from './handlers/new-structure.js';
import { temporaryRegisterForm } from './handlers/temporary-register.js';
import { userCreateForm } from './handlers/user-create.js';
import { userEditForm } from './handlers/user-edit.js';
import { userSettingsForm } from './handlers/user-settings.js';

/** Every form type the server handles: /api/forms/{formType}/… answers 404 for any other. */
export const FORM_HANDLERS: Record<FormType, FormHandler> = {
  accreditation: accreditationForm,
  newStructure: newStructureForm,
  'user-settings': userSettingsForm,
  'change-password': changePasswordForm,
  'temporary-register': temporaryRegisterForm,
  'new-policy': newPolicyForm,
  'group-create': groupCreateForm,
  'group-edit': groupEditForm,
  'user-create': userCreateForm,
  'user-edit': userEditForm,
  'agenda-contact': agendaContactForm,
  'api-configuration': apiConfigurationForm,
  login: loginForm,
};

/** The handler of a form type: the product's forms, then the demo's example forms. */
export function formHandler(formType: string): FormHandler | undefined {
  if (Object.hasOwn(FORM_HANDLERS, formType)) return FORM_HANDLERS[formType as FormType];
  return Object.hasOwn(EXAMPLE_FORM_HANDLERS, formType) ? EXAMPLE_FORM_HANDLERS[formType] : undefined;
}
