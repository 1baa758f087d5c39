import { FormTemplate } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../platform/templates/index.js';
import accreditation from './templates/accreditation.json' with { type: 'json' };
import apiConfiguration from './templates/api-configuration.json' with { type: 'json' };
import changePassword from './templates/change-password.json' with { type: 'json' };
import groupCreate from './templates/group-create.json' with { type: 'json' };
import groupEdit from './templates/group-edit.json' with { type: 'json' };
import login from './templates/login.json' with { type: 'json' };
import newPolicy from './templates/new-policy.json' with { type: 'json' };
import newStructure from './templates/new-structure.json' with { type: 'json' };
import temporaryRegister from './templates/temporary-register.json' with { type: 'json' };
import userCreate from './templates/user-create.json' with { type: 'json' };
import userEdit from './templates/user-edit.json' with { type: 'json' };
import userSettings from './templates/user-settings.json' with { type: 'json' };

export const FORM_TEMPLATE_KIND = 'form';

/**
 * The user forms' templates (kind 'form', key = the handler's templateKey), synced into the
 * database when the module starts; a board's edit saved with a higher version survives a release.
 */
export const formTemplates: TemplateSource[] = [
  ['accreditation', accreditation],
  ['api-configuration', apiConfiguration],
  ['change-password', changePassword],
  ['group-create', groupCreate],
  ['group-edit', groupEdit],
  ['login', login],
  ['new-policy', newPolicy],
  ['new-structure', newStructure],
  ['temporary-register', temporaryRegister],
  ['user-create', userCreate],
  ['user-edit', userEdit],
  ['user-settings', userSettings],
].map(([name, json]) => templateFile(`forms/templates/${name as string}.json`, json, FormTemplate));
