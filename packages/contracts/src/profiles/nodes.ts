/** The value nodes of a profile the server reads, and the kinds of country `profilo_paese` holds. */

export const COUNTRY_KINDS = ['it', 'eu', 'eeu'] as const;
export type CountryKind = (typeof COUNTRY_KINDS)[number];

/** The value nodes the server reads (statistics columns, contact data, consent). */
export const PROFILE_NODES = {
  name: 'contatti_nome_cognome',
  email: 'contatti_email',
  phone: 'contatti_telefono',
  consent: 'contatti_consenso',
  lang: 'contatti_lingua',
  countryKind: 'profilo_paese',
  euCountry: 'profilo_eu_paese',
  eeuCountry: 'profilo_eeu_paese',
  region: 'profilo_regione',
  people: 'profilo_numero_persone',
  composition: 'profilo_composizione',
  interests: 'profilo_interessi',
  /** Not-profiled tally rows: [{np_paese, np_eu_paese, np_eeu_paese, np_regione, np_gruppo, np_persone}]. */
  notProfiled: 'notProfiledValues',
} as const;
/** Contact data: stored apart (contact_json), only with consent, erased after the retention period. */
export const CONTACT_PREFIX = 'contatti_';
