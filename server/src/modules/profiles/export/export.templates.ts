import { ExportConfig } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../../platform/templates/index.js';
import exportConfig from './templates/export-config.json' with { type: 'json' };

export const EXPORT_CONFIG_TEMPLATE = { kind: 'profile-export', key: 'main' } as const;

/** The export modal's configuration (spec 2 §3 "Export config"), synced into the database at start. */
export const exportTemplates: TemplateSource[] = [
  templateFile('profiles/export/templates/export-config.json', exportConfig, ExportConfig),
];
