import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form.js';
import { fromProfileItems } from './profile.js';
import { PROFILE_TEXT_LIMITS } from './profile-schema.js';

/** No free text of a profile or kiosk form is unbounded, and typed inputs are checked. */
describe('profile dialect: types and lengths of the text items', () => {
  const { fields } = fromProfileItems([
    { type: 'input', valueNode: 'nome', label: 'Nome' },
    { type: 'input', valueNode: 'sigla', label: 'Sigla', maxLength: 3 },
    { type: 'input', inputType: 'email', valueNode: 'email', label: 'E-mail' },
    { type: 'input', inputType: 'tel', valueNode: 'telefono', label: 'Telefono' },
    { type: 'text', valueNode: 'note', label: 'Note' },
    { type: 'hidden', valueNode: 'fonte' },
  ]);
  const errorsOf = (values: Record<string, unknown>) => validateForm(fields, values).errors;

  it('bounds every text by the dialect limit or the item own maxLength', () => {
    expect(
      errorsOf({
        nome: 'x'.repeat(PROFILE_TEXT_LIMITS.input + 1),
        sigla: 'ABCD',
        note: 'x'.repeat(PROFILE_TEXT_LIMITS.text + 1),
        fonte: 'x'.repeat(PROFILE_TEXT_LIMITS.input + 1),
      }),
    ).toEqual({
      nome: `Nome: al massimo ${PROFILE_TEXT_LIMITS.input} caratteri`,
      sigla: 'Sigla: al massimo 3 caratteri',
      note: `Note: al massimo ${PROFILE_TEXT_LIMITS.text} caratteri`,
      fonte: `fonte: al massimo ${PROFILE_TEXT_LIMITS.input} caratteri`,
    });
    expect(
      errorsOf({ nome: 'x'.repeat(PROFILE_TEXT_LIMITS.input), note: 'x'.repeat(PROFILE_TEXT_LIMITS.text) }),
    ).toEqual({});
  });

  it('checks an e-mail and a telephone by their input type', () => {
    expect(errorsOf({ email: 12, telefono: 'chiamami' })).toEqual({
      email: 'E-mail: indirizzo email non valido',
      telefono: 'Telefono: numero di telefono non valido',
    });
    expect(errorsOf({ email: 'anna@example.com', telefono: '+39 (0577) 28.05.51' })).toEqual({});
    expect(errorsOf({ telefono: '+39' })).toEqual({ telefono: 'Telefono: numero di telefono non valido' });
  });
});
