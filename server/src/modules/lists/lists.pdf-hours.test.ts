import { describe, expect, it } from 'vitest';
import { translateHours } from './lists.pdf-hours.js';

/** The catalogue's Italian opening hours in the PDF's language, or as written when unsure. */
describe('opening hours in the PDF language', () => {
  it('translates days, months, seasons and "closed", keeping times', () => {
    expect(translateHours('Mar-Dom 9:30-13:30, 15:00-18:30; lunedì chiuso', 'de')).toBe(
      'Di-So 9:30-13:30, 15:00-18:30; Montag geschlossen',
    );
    expect(translateHours('Tutti i giorni 10:00-18:00', 'en')).toBe('Every day 10:00-18:00');
    expect(translateHours('Da aprile a ottobre 10:00-19:00; in inverno solo sabato e domenica', 'de')).toBe(
      'Von April bis Oktober 10:00-19:00; im Winter nur Samstag und Sonntag',
    );
    expect(translateHours('Da aprile a ottobre 10:00-19:00', 'fr')).toBe("D'avril à octobre 10:00-19:00");
    expect(translateHours('Lun-Ven 8:30-13:30', 'es')).toBe('lun-vie 8:30-13:30');
  });

  it('keeps Italian, and any text with a word it does not know', () => {
    expect(translateHours('Tutti i giorni 10:00-18:00', 'it')).toBe('Tutti i giorni 10:00-18:00');
    expect(translateHours('Su prenotazione, chiamare prima', 'de')).toBe('Su prenotazione, chiamare prima');
  });
});
