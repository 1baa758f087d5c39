export { TemplateForm } from './template-form';
export type { TemplateFormProps } from './template-form-props';
export type { FormLayout } from './form-frame';
export { ReadOnlyView } from './read-only-view';
export { ReadOnlyDisplay } from './read-only-display';
export { FieldList, FieldRenderer } from './field-renderer';
export { fieldRegistry } from './field-registry';
export type { FieldProps, FieldRegistry, FieldOf } from './field-props';
export { formTemplateQuery, formDataQuery, submitForm, successMessageOf } from './form-api';
