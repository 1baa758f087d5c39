import { DashboardTemplate } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../platform/templates/index.js';
import dashboard from './templates/dashboard.json' with { type: 'json' };

export const DASHBOARD_TEMPLATE = { kind: 'dashboard', key: 'main' } as const;

/** The dashboard template (spec 3 §7 "Dashboard template"), synced into the database at start. */
export const dashboardTemplates: TemplateSource[] = [
  templateFile('dashboards/templates/dashboard.json', dashboard, DashboardTemplate),
];
