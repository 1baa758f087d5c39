export { TemplateForm } from './template-form';
export type { TemplateFormProps } from './template-form-props';
export type { FormLayout } from './form-frame';
export { ReadOnlyView } from './read-only-view';
export { ReadOnlyDisplay } from './read-only-display';
export { FieldList, FieldRenderer } from './field-renderer';
export { fieldRegistry } from './field-registry';
export type { FieldProps, FieldRegistry, FieldOf } from './field-props';
export { formTemplateQuery, formDataQuery, submitForm, successMessageOf } from './form-api';
/**
 * The engine's parts for a screen that loads and saves its record itself (a visitor profile, spec
 * 2 §2): one state object with the rules applied, the scope its fields render in, focus on errors.
 */
export { useFormState, useFormScope } from './use-form-state';
export { FieldScopeContext } from './field-scope';
export { focusFirstError } from './focus-error';
export { sameValues } from './form-draft';
