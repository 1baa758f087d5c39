import type { FormTemplate } from './template.js';

/** The template as the browser receives it: without `server`, the settings only the form's handler reads. */
export function toClientTemplate(template: FormTemplate): FormTemplate {
  const { server: _server, ...client } = template;
  return client;
}
