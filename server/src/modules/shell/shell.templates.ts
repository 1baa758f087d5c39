import { InactiveTemplate } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../platform/templates/index.js';
import {
  ContactTemplate,
  HelpTemplate,
  MenuTemplate,
  PageTemplate,
  SettingsTemplate,
} from './shell.template-schemas.js';
import mainMenu from './templates/main-menu.json' with { type: 'json' };
import settings from './templates/app-settings.json' with { type: 'json' };
import settingsPortal from './templates/app-settings.make-vt.json' with { type: 'json' };
import help from './templates/help.json' with { type: 'json' };
import contact from './templates/contact.json' with { type: 'json' };
import workshop from './templates/pages/workshop.json' with { type: 'json' };
import inactiveAccount from './templates/inactive-account.json' with { type: 'json' };

/**
 * The shell's template files, synced into the database when the module starts. Imported (not read
 * from disk) so the compiled server carries them too. To change one in a release, edit the file and
 * raise its version; a new dynamic page is a new file in templates/pages added here.
 */
export const shellTemplates: TemplateSource[] = [
  templateFile('shell/templates/main-menu.json', mainMenu, MenuTemplate),
  templateFile('shell/templates/app-settings.json', settings, SettingsTemplate),
  templateFile('shell/templates/app-settings.make-vt.json', settingsPortal, SettingsTemplate),
  templateFile('shell/templates/help.json', help, HelpTemplate),
  templateFile('shell/templates/contact.json', contact, ContactTemplate),
  templateFile('shell/templates/pages/workshop.json', workshop, PageTemplate),
  templateFile('shell/templates/inactive-account.json', inactiveAccount, InactiveTemplate),
];
