export { syncTemplates, getTemplate, requireTemplate } from './templates.js';
export { findTemplateBodies } from './templates.repo.js';
export { templateFile, loadTemplate, type TemplateSource, type LoadedTemplate } from './template-file.js';
