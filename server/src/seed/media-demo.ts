import type { ImageValue } from '@sportello/contracts';
import type { Db } from '../platform/db/connect.js';
import { loadSharp } from '../platform/lazy/libraries.js';
import type { Storage } from '../platform/storage/index.js';
import { prepareUpload, storeSeedImage, type PreparedFile } from '../modules/media/index.js';

/**
 * The demo's media library: four Tuscan scenes drawn here (our own, no third-party rights),
 * rendered to JPEG by sharp and checked as an upload is; each author's group gets its copy, so an
 * editor finds them in the library and a content's main image belongs to its own group.
 */

type Lang = 'it' | 'en' | 'fr' | 'de' | 'es';

interface Scene {
  name: string;
  alt: Record<Lang, string>;
  svg: string;
}

const W = 960;
const H = 540;
const frame = (sky: [string, string], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/>${body}</svg>`;

/** A cypress: a dark flame on a short trunk, its foot at (x, y). */
const cypress = (x: number, y: number, h: number) =>
  `<path d="M${x} ${y - h} C${x + h * 0.16} ${y - h * 0.6} ${x + h * 0.14} ${y - h * 0.15} ${x} ${y} C${x - h * 0.14} ${y - h * 0.15} ${x - h * 0.16} ${y - h * 0.6} ${x} ${y - h}Z" fill="#2f4a2a"/>`;

const SCENES: Scene[] = [
  {
    name: 'colline-senesi.jpg',
    alt: {
      it: 'Colline senesi al tramonto con una fila di cipressi',
      en: 'Sienese hills at sunset with a row of cypresses',
      fr: 'Collines siennoises au coucher du soleil avec une rangée de cyprès',
      de: 'Sienesische Hügel bei Sonnenuntergang mit einer Reihe Zypressen',
      es: 'Colinas de Siena al atardecer con una hilera de cipreses',
    },
    svg: frame(
      ['#f6c27a', '#f9e6c4'],
      `<circle cx="720" cy="170" r="60" fill="#fbe3a1"/>
<path d="M0 330 C200 260 380 300 520 280 C680 255 820 300 960 270 V540 H0Z" fill="#c9a86a"/>
<path d="M0 400 C160 350 330 390 500 360 C660 335 800 380 960 350 V540 H0Z" fill="#a98b4f"/>
<path d="M0 470 C220 430 420 470 620 440 C760 420 880 450 960 440 V540 H0Z" fill="#7f6a3a"/>
${[380, 420, 460, 500, 540].map((x, i) => cypress(x, 372 - i * 3, 90)).join('')}`,
    ),
  },
  {
    name: 'borgo-con-torri.jpg',
    alt: {
      it: 'Un borgo toscano con le sue torri medievali',
      en: 'A Tuscan village with its medieval towers',
      fr: 'Un village toscan et ses tours médiévales',
      de: 'Ein toskanisches Dorf mit seinen mittelalterlichen Türmen',
      es: 'Un pueblo toscano con sus torres medievales',
    },
    svg: frame(
      ['#8fc1e3', '#e3f1f8'],
      `<path d="M0 380 C240 330 480 350 960 320 V540 H0Z" fill="#9bb36b"/>
${[
  [300, 150, 44],
  [360, 110, 40],
  [430, 170, 50],
  [500, 90, 38],
  [560, 140, 46],
  [630, 190, 42],
]
  .map(
    ([x, top, w]) =>
      `<rect x="${x}" y="${top}" width="${w}" height="${360 - top!}" fill="#c8a27a" stroke="#9c7a55" stroke-width="3"/>`,
  )
  .join('')}
<rect x="270" y="300" width="420" height="70" fill="#d8b48a"/>
<path d="M0 450 C300 410 600 460 960 420 V540 H0Z" fill="#6f8f45"/>`,
    ),
  },
  {
    name: 'costa-toscana.jpg',
    alt: {
      it: 'La costa toscana: scogliera, mare e sole',
      en: 'The Tuscan coast: cliff, sea and sun',
      fr: 'La côte toscane : falaise, mer et soleil',
      de: 'Die toskanische Küste: Klippe, Meer und Sonne',
      es: 'La costa toscana: acantilado, mar y sol',
    },
    svg: frame(
      ['#5fa8d3', '#cfe8f3'],
      `<circle cx="240" cy="140" r="55" fill="#fff3c4"/>
<rect y="300" width="${W}" height="240" fill="#2f7fa8"/>
<path d="M0 330 H960" stroke="#bfe0ef" stroke-width="4"/>
<path d="M600 540 L640 260 C700 230 760 250 800 280 L960 300 V540Z" fill="#8c7a5b"/>
<path d="M640 260 C700 230 760 250 800 280 C760 270 700 262 640 270Z" fill="#5c7a3a"/>
<path d="M0 470 C150 455 300 480 450 465" stroke="#e6f4fa" stroke-width="5" fill="none"/>`,
    ),
  },
  {
    name: 'strada-bianca.jpg',
    alt: {
      it: 'Una strada bianca tra i cipressi in Val d’Orcia',
      en: 'A white road among cypresses in the Val d’Orcia',
      fr: 'Une route blanche entre les cyprès dans le Val d’Orcia',
      de: 'Eine weiße Straße zwischen Zypressen im Val d’Orcia',
      es: 'Un camino blanco entre cipreses en el Val d’Orcia',
    },
    svg: frame(
      ['#a9d1ea', '#eef6f9'],
      `<path d="M0 300 C250 250 600 290 960 250 V540 H0Z" fill="#b7c46e"/>
<path d="M0 380 C300 340 640 380 960 340 V540 H0Z" fill="#98a955"/>
<path d="M430 540 C460 470 560 430 520 380 C490 345 560 320 600 300 L612 302 C580 322 520 348 548 382 C600 440 520 480 520 540Z" fill="#efe6d2"/>
${[
  [560, 300, 60],
  [600, 292, 56],
  [520, 350, 80],
  [470, 420, 110],
  [620, 330, 70],
]
  .map(([x, y, h]) => cypress(x!, y!, h!))
  .join('')}`,
    ),
  },
];

let prepared: Promise<{ scene: Scene; file: PreparedFile }[]> | null = null;

/** The scenes as checked JPEG files, made once per process (the tests seed many databases). */
function demoFiles() {
  prepared ??= (async () => {
    const sharp = await loadSharp();
    return Promise.all(
      SCENES.map(async (scene) => {
        const jpeg = await sharp(Buffer.from(scene.svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
        return { scene, file: await prepareUpload('image', jpeg, scene.name) };
      }),
    );
  })().catch((err: unknown) => {
    prepared = null;
    throw err;
  });
  return prepared;
}

/** Alt texts of an image in one language (a content's document in that language shows it). */
export type DemoImage = { value: ImageValue; alt: Record<Lang, string> };

/**
 * Writes the scenes into each group's library (uploaded by `uploaders`' user), in the caller's
 * transaction; returns them by group.
 */
export async function seedDemoMedia(
  db: Db,
  storage: Storage,
  uploaders: { groupId: number; userId: number }[],
  at: string,
): Promise<Map<number, DemoImage[]>> {
  const files = await demoFiles();
  const byGroup = new Map<number, DemoImage[]>();
  for (const { groupId, userId } of uploaders) {
    if (byGroup.has(groupId)) continue;
    const images: DemoImage[] = [];
    for (const { scene, file } of files) {
      const value = await storeSeedImage(db, storage, {
        file,
        groupId,
        uploadedBy: userId,
        originalName: scene.name,
        copyright: 'Sportello demo',
        texts: (Object.keys(scene.alt) as Lang[]).map((lang) => ({
          lang,
          alt: scene.alt[lang],
          caption: '',
        })),
        at,
      });
      images.push({ value, alt: scene.alt });
    }
    byGroup.set(groupId, images);
  }
  return byGroup;
}
