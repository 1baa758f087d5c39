import type { GroupKind, Role } from '@sportello/contracts';

/** Demo data: Tuscan tourist board, deterministic (same rows, same order, every time). */

export const DEMO_PASSWORD = 'demo';

export interface DemoGroup {
  slug: string;
  name: string;
  kind: GroupKind;
  /** 0 pending verification, 1 visible, 4 hidden IAT. */
  status: number;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  /** JSON [{from, to, hours}], days 0 Monday … 6 Sunday (IAT offices). */
  openingHours?: string;
}

const iat = (
  city: string,
  province: string,
  address: string,
  phone: string,
  lat: number,
  lng: number,
  status = 1,
): DemoGroup => {
  const key = city.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    slug: `iat-${key}`,
    name: `IAT ${city}`,
    kind: 'iat',
    status,
    email: `info@iat-${key}.example`,
    phone,
    address,
    city,
    province,
    lat,
    lng,
    openingHours: JSON.stringify([
      { from: 0, to: 5, hours: '9:00–13:00, 14:00–18:00' },
      { from: 6, to: 6, hours: '9:00–13:00' },
    ]),
  };
};

export const DEMO_GROUPS: DemoGroup[] = [
  {
    slug: 'admin',
    name: 'Admin',
    kind: 'admin',
    status: 1,
    email: 'sportello@turismo.toscana.example',
    phone: '+39 055 438 2111',
    address: 'Piazza del Duomo 10, 50122 Firenze',
    city: 'Firenze',
    province: 'FI',
    lat: 43.7731,
    lng: 11.256,
  },
  {
    slug: 'redazione-visit-tuscany',
    name: 'Redazione Visit Tuscany',
    kind: 'redazione',
    status: 1,
    email: 'redazione@visittuscany.example',
    phone: '+39 055 438 2950',
    address: 'Via Vittorio Emanuele II 62, 50134 Firenze',
    city: 'Firenze',
    province: 'FI',
    lat: 43.7906,
    lng: 11.252,
  },
  iat('Firenze', 'FI', 'Piazza Stazione 4, 50123 Firenze', '+39 055 212245', 43.7747, 11.2488),
  iat('Siena', 'SI', 'Piazza del Duomo 1, 53100 Siena', '+39 0577 280551', 43.3176, 11.3289),
  iat('Pisa', 'PI', 'Piazza del Duomo 7, 56126 Pisa', '+39 050 550100', 43.723, 10.3966),
  iat('Lucca', 'LU', 'Piazzale Giuseppe Verdi 1, 55100 Lucca', '+39 0583 583150', 43.843, 10.496),
  iat('Arezzo', 'AR', 'Piazza della Libertà 1, 52100 Arezzo', '+39 0575 401945', 43.4697, 11.882),
  iat('Grosseto', 'GR', 'Corso Giosuè Carducci 1, 58100 Grosseto', '+39 0564 488207', 42.7602, 11.1136),
  iat('Livorno', 'LI', 'Piazza del Municipio 1, 57123 Livorno', '+39 0586 204611', 43.551, 10.3088),
  // Seasonal office, hidden from the tourism view outside the season.
  iat('Volterra', 'PI', 'Piazza dei Priori 19, 56048 Volterra', '+39 0588 86150', 43.4017, 10.8606, 4),
  {
    slug: 'agriturismo-il-poggio',
    name: 'Agriturismo Il Poggio',
    kind: 'structure',
    status: 1,
    email: 'info@ilpoggio-chianti.example',
    phone: '+39 055 853 1204',
    address: 'Via di Lamole 12, 50022 Greve in Chianti',
    city: 'Greve in Chianti',
    province: 'FI',
    lat: 43.551,
    lng: 11.342,
  },
  {
    slug: 'hotel-bellavista-siena',
    name: 'Hotel Bellavista Siena',
    kind: 'structure',
    status: 1,
    email: 'reception@bellavista-siena.example',
    phone: '+39 0577 045 890',
    address: 'Viale Camillo Benso di Cavour 34, 53100 Siena',
    city: 'Siena',
    province: 'SI',
    lat: 43.329,
    lng: 11.327,
  },
  {
    slug: 'bb-la-torre-di-lucca',
    name: 'B&B La Torre di Lucca',
    kind: 'structure',
    status: 1,
    email: 'ciao@latorre-lucca.example',
    phone: '+39 0583 491 337',
    address: 'Via Fillungo 88, 55100 Lucca',
    city: 'Lucca',
    province: 'LU',
    lat: 43.8448,
    lng: 10.5055,
  },
  // Registered from the accreditation form, waiting to be verified.
  {
    slug: 'casale-le-crete',
    name: 'Casale Le Crete',
    kind: 'structure',
    status: 0,
    email: 'info@casalelecrete.example',
    phone: '+39 0577 718 402',
    address: 'Strada Provinciale 438 km 12, 53041 Asciano',
    city: 'Asciano',
    province: 'SI',
    lat: 43.234,
    lng: 11.561,
  },
];

export interface DemoUser {
  username: string;
  fullName: string;
  email: string;
  /** 0 pending verification, 1 active. */
  status: number;
  userType: string;
  isReviewer: boolean;
  memberships: { group: string; env: string; role: Role; stato?: number }[];
}

const both = (group: string, role: Role) => [
  { group, env: 'make-iat', role },
  { group, env: 'make-vt', role },
];

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    fullName: 'Lorenzo Guidi',
    email: 'lorenzo.guidi@example.org',
    status: 1,
    userType: 'amministratore',
    isReviewer: false,
    memberships: both('admin', 'admin'),
  },
  {
    username: 'revisore',
    fullName: 'Chiara Benedetti',
    email: 'chiara.benedetti@example.org',
    status: 1,
    userType: 'redazione',
    isReviewer: true,
    memberships: [
      { group: 'redazione-visit-tuscany', env: 'make-vt', role: 'reviewer' },
      { group: 'redazione-visit-tuscany', env: 'make-iat', role: 'reviewer' },
    ],
  },
  {
    username: 'referente',
    fullName: 'Marco Innocenti',
    email: 'marco.innocenti@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-firenze', env: 'make-iat', role: 'referent' }],
  },
  {
    username: 'redattore',
    fullName: 'Sara Lombardi',
    email: 'sara.lombardi@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-firenze', env: 'make-iat', role: 'editor' }],
  },
  {
    username: 'operatore',
    fullName: 'Giovanni Bartolini',
    email: 'giovanni.bartolini@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-firenze', env: 'make-iat', role: 'operator' }],
  },
  {
    username: 'operatore.siena',
    fullName: 'Francesca Mancini',
    email: 'francesca.mancini@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-siena', env: 'make-iat', role: 'operator' }],
  },
  {
    username: 'struttura',
    fullName: 'Alessandro Ricci',
    email: 'alessandro.ricci@example.org',
    status: 1,
    userType: 'struttura',
    isReviewer: false,
    memberships: [{ group: 'agriturismo-il-poggio', env: 'make-vt', role: 'structure' }],
  },
  {
    username: 'referente.siena',
    fullName: 'Paolo Nocentini',
    email: 'paolo.nocentini@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-siena', env: 'make-iat', role: 'referent' }],
  },
  {
    username: 'operatore.pisa',
    fullName: 'Elena Fontana',
    email: 'elena.fontana@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-pisa', env: 'make-iat', role: 'operator' }],
  },
  {
    username: 'redattore.lucca',
    fullName: 'Davide Gori',
    email: 'davide.gori@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-lucca', env: 'make-iat', role: 'editor' }],
  },
  {
    username: 'operatore.arezzo',
    fullName: 'Martina Cecchi',
    email: 'martina.cecchi@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-arezzo', env: 'make-iat', role: 'operator' }],
  },
  {
    username: 'operatore.grosseto',
    fullName: 'Simone Tognetti',
    email: 'simone.tognetti@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-grosseto', env: 'make-iat', role: 'operator' }],
  },
  {
    username: 'operatore.livorno',
    fullName: 'Ilaria Pagni',
    email: 'ilaria.pagni@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-livorno', env: 'make-iat', role: 'operator' }],
  },
  {
    username: 'struttura.siena',
    fullName: 'Valentina Rossi',
    email: 'valentina.rossi@example.org',
    status: 1,
    userType: 'struttura',
    isReviewer: false,
    memberships: [{ group: 'hotel-bellavista-siena', env: 'make-vt', role: 'structure' }],
  },
  {
    username: 'struttura.lucca',
    fullName: 'Niccolò Puccinelli',
    email: 'niccolo.puccinelli@example.org',
    status: 1,
    userType: 'struttura',
    isReviewer: false,
    memberships: [{ group: 'bb-la-torre-di-lucca', env: 'make-vt', role: 'structure' }],
  },
  // Active account whose office access was switched off (stato 0): signs in, has no active
  // environment, so the app shows the environment chooser with nothing enabled.
  {
    username: 'operatore.sospeso',
    fullName: 'Marco Bini',
    email: 'marco.bini@example.org',
    status: 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-livorno', env: 'make-iat', role: 'operator', stato: 0 }],
  },
  // Signed up, not yet verified: sees the inactive-account modal.
  {
    username: 'nuovo.utente',
    fullName: 'Luca Ferri',
    email: 'luca.ferri@example.org',
    status: 0,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group: 'iat-pisa', env: 'make-iat', role: 'operator', stato: 0 }],
  },
];

/**
 * The offices' other staff: not printed among the demo accounts (same password), there so that
 * the admins' tables look like a real region's — several pages, offices of different sizes,
 * accounts created over the year.
 */
const STAFF_NAMES = [
  ['Giulia', 'Baldi'],
  ['Tommaso', 'Cappelli'],
  ['Beatrice', 'Dini'],
  ['Filippo', 'Fabbri'],
  ['Caterina', 'Galli'],
  ['Matteo', 'Lenzi'],
  ['Anna', 'Marchetti'],
  ['Riccardo', 'Nesi'],
  ['Sofia', 'Pacini'],
  ['Leonardo', 'Querci'],
  ['Elisa', 'Salvadori'],
  ['Gabriele', 'Tacconi'],
  ['Irene', 'Vannucci'],
  ['Andrea', 'Zoppi'],
  ['Federica', 'Bellini'],
  ['Stefano', 'Corsi'],
  ['Laura', 'Ducci'],
  ['Michele', 'Falorni'],
  ['Camilla', 'Giannini'],
  ['Pietro', 'Lippi'],
  ['Alice', 'Mazzoni'],
  ['Jacopo', 'Orsini'],
  ['Greta', 'Pieri'],
  ['Emanuele', 'Rosati'],
  ['Noemi', 'Sarti'],
  ['Cosimo', 'Taddei'],
] as const;
const STAFF_OFFICES = [
  'iat-firenze',
  'iat-pisa',
  'iat-lucca',
  'iat-arezzo',
  'iat-grosseto',
  'iat-livorno',
  'iat-volterra',
];

export interface DemoStaff extends DemoUser {
  /** ISO date the account was created. */
  createdAt: string;
}

export const DEMO_STAFF: DemoStaff[] = STAFF_NAMES.map(([first, last], i) => {
  const key = `${first}.${last}`.toLowerCase();
  const group = STAFF_OFFICES[i % STAFF_OFFICES.length]!;
  const role: Role = i % 5 === 1 ? 'editor' : 'operator';
  const day = new Date(Date.UTC(2026, 0, 12) + i * 11 * 86_400_000);
  return {
    username: key,
    fullName: `${first} ${last}`,
    email: `${key}@example.org`,
    // Two recent sign-ups still waiting for their verification.
    status: i >= STAFF_NAMES.length - 2 ? 0 : 1,
    userType: 'ambitoiat',
    isReviewer: false,
    memberships: [{ group, env: 'make-iat', role, ...(i % 9 === 4 ? { stato: 0 } : {}) }],
    createdAt: day.toISOString(),
  };
});
