export { syncTemplates, getTemplate, requireTemplate } from './templates.js';
export { templateFile, loadTemplate, type TemplateSource, type LoadedTemplate } from './template-file.js';
