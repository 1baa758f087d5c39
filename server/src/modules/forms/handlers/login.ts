import { FormTemplate, type FieldOption, type FormField } from '@sportello/contracts';
import { getTemplate } from '../../../platform/templates/index.js';
import { asPlatformDb } from '../forms.schema.js';
import { FORM_TEMPLATE_KIND } from '../forms.templates.js';
import { withOptions, type FormHandler } from '../forms.types.js';
import { text } from './values.js';

/** The accreditation form's field that says which kind of area (its options are the areas). */
const AREA_TYPE = 'areaType';
/** This form's own option that registers a new structure instead. */
const STRUCTURE = 'structure';

function optionsOf(fields: FormField[], name: string): FieldOption[] {
  for (const f of fields) {
    if (f.type === 'group') {
      const inner = optionsOf(f.fields, name);
      if (inner.length) return inner;
    } else if (f.fieldname === name && 'options' in f) return f.options;
  }
  return [];
}

/**
 * login-modal (spec 3 §2 "User modals": choose the area to accredit on): the areas of the
 * accreditation form (an IAT office, a redazione), then the template's own (a new structure). The
 * choice leads to the accreditation form with that area chosen, or to the new-structure form.
 */
export const loginForm: FormHandler = {
  templateKey: 'login',
  access: (ctx) => ctx !== null,

  async prepare(db, call, template) {
    const accreditation = await getTemplate(
      asPlatformDb(db),
      FormTemplate,
      FORM_TEMPLATE_KIND,
      'accreditation',
      call.env,
    );
    const areas = accreditation ? optionsOf(accreditation.fields, AREA_TYPE) : [];
    return withOptions(template, 'area', [...areas, ...optionsOf(template.fields, 'area')]);
  },

  async submit(_db, call, { values }, deps) {
    const area = text(values, 'area');
    const target =
      area === STRUCTURE ? 'add-structure' : `accreditation?${new URLSearchParams({ areaType: area })}`;
    return { reply: { redirect: `${deps.config.appPrefix}/${call.env}/${target}` } };
  },
};
