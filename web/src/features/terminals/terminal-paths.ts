/** The kiosk's addresses: outside the portal (spec 2 §2 "paths starting with /external"). */
export const EXTERNAL_PREFIX = '/external';

export const externalPaths = {
  kiosk: () => EXTERNAL_PREFIX,
  /** A standalone form: the sections to show in the "sections" query parameter (spec 2 §2). */
  form: (formType: 'self' | 'assisted', sections: string[] = [], lang = 'it') =>
    `${EXTERNAL_PREFIX}/form/${formType}?${new URLSearchParams({ lang, ...(sections.length ? { sections: sections.join(',') } : {}) }).toString()}`,
};
