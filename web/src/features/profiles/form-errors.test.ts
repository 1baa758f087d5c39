import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './form-errors';

describe('formErrorsOf', () => {
  it('gives the server errors of the values the keys of the form fields', () => {
    expect(
      formErrorsOf({
        'values.contatti_email': 'E-mail: indirizzo email non valido',
        'values.profilo_composizione.0.profilo_quanti': 'Persone: inserire un numero intero',
        listId: 'Lista: valore non valido',
      }),
    ).toEqual({
      contatti_email: 'E-mail: indirizzo email non valido',
      'profilo_composizione.0.profilo_quanti': 'Persone: inserire un numero intero',
      listId: 'Lista: valore non valido',
    });
  });
});
