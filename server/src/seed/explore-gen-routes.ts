import { fill, l, paragraphs, townName, type Ctx, type Draft, type L } from './explore-common.js';
import type { Random } from './explore-random.js';
import { distanceKm, offset, scatter, type Town } from './explore-towns.js';

/**
 * Itineraries on foot and by bike: routes from town to town in stages (the Via Francigena's real
 * ones first), loops around a town, and bike loops with no stages; length, ascent, surfaces and
 * difficulty consistent with the route drawn.
 */

type Point = { lat: number; lng: number };
type Route = { coords: Point[]; km: number; stops: Town[] };

/** Via Francigena in Tuscany, stage by stage (the pilgrims' way from Pontremoli to Radicofani). */
const FRANCIGENA = ['Pontremoli', 'Aulla', 'Massa', 'Pietrasanta', 'Camaiore', 'Lucca', 'Altopascio', 'San Miniato', 'Gambassi Terme', 'San Gimignano', 'Monteriggioni', 'Siena', "Monteroni d'Arbia", 'Buonconvento', "San Quirico d'Orcia", 'Radicofani'] as const; // prettier-ignore
const MOUNTAINS = /Garfagnana|Lunigiana|Amiata|Casentino|Mugello|Valtiberina/;

/** From town to town, each next stop the nearest one not yet visited between `min` and `max` km. */
function chain(ctx: Ctx, start: Town, stages: number, min: number, max: number): Town[] {
  const stops = [start];
  for (let i = 0; i < stages; i += 1) {
    const here = stops[stops.length - 1]!;
    const options = ctx.towns
      .near(here, 12)
      .filter((t) => !stops.includes(t) && distanceKm(here, t) >= min && distanceKm(here, t) <= max);
    if (options.length === 0) break;
    stops.push(ctx.r.pick(options.slice(0, 3)));
  }
  return stops;
}

/** The coordinates of a route through towns: near each centre, a bend between them. */
function throughTowns(r: Random, stops: Town[]): Route {
  const coords: Point[] = [];
  let km = 0;
  stops.forEach((town, i) => {
    const here = i === 0 ? scatter(r, town) : offset(town.lat, town.lng, 0.2, r.float(0, 360, 0));
    const prev = coords[coords.length - 1];
    if (prev) {
      const mid = offset(
        (prev.lat + here.lat) / 2,
        (prev.lng + here.lng) / 2,
        r.float(0.3, 1.5),
        r.float(0, 360, 0),
      );
      coords.push(mid);
      km += (distanceKm(prev, mid) + distanceKm(mid, here)) * 1.15;
    }
    coords.push(here);
  });
  return { coords, km: Math.round(km * 10) / 10, stops };
}

/** A loop of about `km` starting near the town, on the land side of a coastal one. */
function loop(r: Random, town: Town, km: number): Route {
  const start = scatter(r, town);
  const radius = Math.min(km / (2 * Math.PI), 6);
  const toCentre = town.inland ?? r.float(0, 360, 0);
  const centre = offset(start.lat, start.lng, radius, toCentre);
  const n = 10;
  const coords: Point[] = [start];
  for (let i = 1; i < n; i += 1)
    coords.push(offset(centre.lat, centre.lng, radius, toCentre + 180 + (360 * i) / n));
  coords.push(start);
  return { coords, km, stops: [town] };
}

type Difficulty = 'facile' | 'media' | 'difficile';
function difficultyOf(km: number, ascent: number, perDay: number): Difficulty {
  const effort = km / perDay + ascent / 800;
  return effort < 1 ? 'facile' : effort < 2.2 ? 'media' : 'difficile';
}

/** The numbers of a route: ascent by terrain, surfaces that add up to the length. */
function profile(r: Random, route: Route, bike: boolean) {
  const mountain = route.stops.some((t) => MOUNTAINS.test(t.area));
  const ascent = Math.round(route.km * r.float(mountain ? 25 : 8, mountain ? 55 : 22, 0));
  const paved = Math.round(route.km * r.float(bike ? 0.4 : 0.1, bike ? 0.9 : 0.5, 2) * 10) / 10;
  const mule = bike ? 0 : Math.round((route.km - paved) * r.float(0, 0.4, 2) * 10) / 10;
  const dirt = Math.round((route.km - paved - mule) * 10) / 10;
  return {
    lunghezza: route.km,
    pavimentate: paved,
    sterrate: Math.max(0, dirt),
    mulattiere: mule,
    dislivelloSalita: ascent,
    dislivelloDiscesa: route.coords.length > 1 && route.stops.length === 1 ? ascent : Math.round(ascent * r.float(0.6, 1.3, 2)), // prettier-ignore
    quotaMax: mountain ? r.int(700, 1600) : r.int(150, 650),
    pendenzaMax: r.int(mountain ? 10 : 5, mountain ? 25 : 14),
    pendenzaMedia: r.float(mountain ? 4 : 1.5, mountain ? 9 : 5),
  };
}

const stageTitle = (a: Town, b: Town) => `${a.name} – ${b.name}`;
const STAGE_TEXT = ['tra boschi e strade bianche', 'lungo il fiume e tra i campi', 'su crinali panoramici', 'tra vigne e uliveti', 'su antichi selciati e mulattiere'] as const; // prettier-ignore

const WALK_TITLE = l('Da {a} a {b} a piedi', 'From {a} to {b} on foot', 'De {a} à {b} à pied', 'Zu Fuß von {a} nach {b}', 'De {a} a {b} a pie'); // prettier-ignore
const FRANCIGENA_TITLE = l('Via Francigena: da {a} a {b}', 'Via Francigena: {a} to {b}', 'Via Francigena : de {a} à {b}', 'Via Francigena: von {a} nach {b}', 'Vía Francígena: de {a} a {b}'); // prettier-ignore
const LOOP_TITLE = l('Anello di {a}', '{a} circular walk', 'Boucle de {a}', 'Rundwanderung um {a}', 'Ruta circular de {a}'); // prettier-ignore
const WALK_TEXT = l('Itinerario di {k} km in {n}, con {u} m di dislivello in salita.', 'A {k} km route in {n}, with {u} m of ascent.', 'Itinéraire de {k} km en {n}, avec {u} m de dénivelé positif.', 'Eine Route von {k} km in {n}, mit {u} Höhenmetern im Aufstieg.', 'Itinerario de {k} km en {n}, con {u} m de desnivel positivo.'); // prettier-ignore
const stagesText = (n: number): L =>
  n === 1
    ? l('una tappa', 'one stage', 'une étape', 'einer Etappe', 'una etapa')
    : l(`${n} tappe`, `${n} stages`, `${n} étapes`, `${n} Etappen`, `${n} etapas`);
const WALK_MORE = l('Segnaletica bianca e rossa del CAI; acqua e ristoro nei paesi attraversati.', 'White and red CAI waymarks; water and food in the villages along the way.', 'Balisage blanc et rouge du CAI ; eau et ravitaillement dans les villages traversés.', 'Weiß-rote CAI-Markierungen; Wasser und Einkehr in den Dörfern am Weg.', 'Señalización blanca y roja del CAI; agua y comida en los pueblos del recorrido.'); // prettier-ignore
const ROUTE_LABEL = l('Itinerario a piedi', 'Walking route', 'Randonnée', 'Wanderroute', 'Ruta a pie');
const BIKE_LABEL = l('Itinerario in bici', 'Cycling route', 'Itinéraire à vélo', 'Radroute', 'Ruta en bici');

export function itinerario(ctx: Ctx, nth: number): Draft {
  const { r } = ctx;
  let stops: Town[];
  let title: L;
  const francigena = nth < FRANCIGENA.length - 1 && nth % 2 === 0;
  if (francigena) {
    const from = nth;
    const to = Math.min(from + r.int(1, 3), FRANCIGENA.length - 1);
    stops = FRANCIGENA.slice(from, to + 1).map((n) => ctx.towns.byName.get(n)!);
    title = fill(FRANCIGENA_TITLE, { a: stops[0]!.name, b: stops[stops.length - 1]!.name });
  } else if (r.chance(0.5)) {
    stops = chain(ctx, ctx.town, r.int(1, 4), 6, 25);
    title = stops.length > 1 ? fill(WALK_TITLE, { a: stops[0]!.name, b: stops[stops.length - 1]!.name }) : fill(LOOP_TITLE, { a: ctx.town.name }); // prettier-ignore
  } else {
    stops = [ctx.town];
    title = fill(LOOP_TITLE, { a: townName(ctx.town) });
  }
  const route = stops.length > 1 ? throughTowns(r, stops) : loop(r, ctx.town, r.float(5, 18));
  const numbers = profile(r, route, false);
  const stages =
    stops.length > 1
      ? stops.slice(1).map((b, i) => ({ title: stageTitle(stops[i]!, b), text: `Tappa ${r.pick(STAGE_TEXT)}.` }))
      : [
          { title: `Partenza da ${ctx.town.name}`, text: 'Dal centro si esce dalla porta principale e si prende la strada bianca.' },
          { title: 'Il giro nei boschi', text: `Sentiero ${r.pick(STAGE_TEXT)}, con una sosta al belvedere.` },
          { title: `Ritorno a ${ctx.town.name}`, text: 'Si rientra dal lato opposto del paese.' },
        ]; // prettier-ignore
  const text = fill(WALK_TEXT, { k: route.km, n: stagesText(stages.length), u: numbers.dislivelloSalita });
  return {
    type: 'itinerario_turismo',
    town: stops[0],
    coords: route.coords,
    numTappe: stages.length,
    title,
    subtitle: ROUTE_LABEL,
    text,
    fulltext: paragraphs(text, WALK_MORE),
    info: fill(l('{s} · {k} km', '{s} · {k} km', '{s} · {k} km', '{s} · {k} km', '{s} · {k} km'), {
      s: ROUTE_LABEL,
      k: route.km,
    }),
    fields: {
      ...numbers,
      difficulty: difficultyOf(route.km, numbers.dislivelloSalita, 18),
      perChi: r.some(['famiglie', 'camminatori', 'escursionisti esperti', 'pellegrini'], 2),
      stages,
      ...(r.chance(0.4) ? { iatNote: 'Portare acqua: in estate nei tratti di crinale non c’è ombra.' } : {}),
    },
  };
}

const BIKE_TITLE = l('In bici da {a} a {b}', 'Cycling from {a} to {b}', 'À vélo de {a} à {b}', 'Mit dem Rad von {a} nach {b}', 'En bici de {a} a {b}'); // prettier-ignore
const BIKE_LOOP = l('Anello in bici di {a}', '{a} bike loop', 'Boucle à vélo de {a}', 'Radrunde um {a}', 'Circuito en bici de {a}'); // prettier-ignore
const BIKE_TEXT = l('Percorso di {k} km con {u} m di salita, su strade a basso traffico e sterrati.', 'A {k} km ride with {u} m of climbing, on quiet roads and gravel.', 'Parcours de {k} km avec {u} m de montée, sur des routes tranquilles et des chemins de gravier.', 'Eine Tour von {k} km mit {u} Höhenmetern auf ruhigen Straßen und Schotter.', 'Recorrido de {k} km con {u} m de subida, por carreteras tranquilas y caminos de grava.'); // prettier-ignore
const BIKE_MORE = l('Noleggio bici e punti di ricarica per e-bike nei paesi lungo il percorso.', 'Bike hire and e-bike charging points in the villages along the route.', 'Location de vélos et bornes de recharge dans les villages du parcours.', 'Fahrradverleih und E-Bike-Ladestationen in den Dörfern entlang der Strecke.', 'Alquiler de bicis y puntos de carga en los pueblos del recorrido.'); // prettier-ignore

export function itinerarioBike(ctx: Ctx): Draft {
  const { r } = ctx;
  // Loops are described as a whole: no stages (the preview hides a count of 0).
  const stops = r.chance(0.45) ? [ctx.town] : chain(ctx, ctx.town, r.int(1, 3), 15, 40);
  const route = stops.length > 1 ? throughTowns(r, stops) : loop(r, ctx.town, r.float(20, 80, 0));
  const numbers = profile(r, route, true);
  const stages = stops
    .slice(1)
    .map((b, i) => ({ title: stageTitle(stops[i]!, b), text: `Tappa ${r.pick(STAGE_TEXT)}.` }));
  const title = stops.length > 1 ? fill(BIKE_TITLE, { a: stops[0]!.name, b: stops[stops.length - 1]!.name }) : fill(BIKE_LOOP, { a: townName(ctx.town) }); // prettier-ignore
  const text = fill(BIKE_TEXT, { k: route.km, u: numbers.dislivelloSalita });
  return {
    type: 'itinerario_bike_turismo',
    town: stops[0],
    coords: route.coords,
    numTappe: stages.length,
    title,
    subtitle: BIKE_LABEL,
    text,
    fulltext: paragraphs(text, BIKE_MORE),
    info: fill(l('{s} · {k} km', '{s} · {k} km', '{s} · {k} km', '{s} · {k} km', '{s} · {k} km'), {
      s: BIKE_LABEL,
      k: route.km,
    }),
    fields: {
      ...numbers,
      difficulty: difficultyOf(route.km, numbers.dislivelloSalita, 60),
      ciclabilita: r.pick([
        'Strade a basso traffico',
        'Pista ciclabile',
        'Strade bianche',
        'Sterrato tecnico',
      ]),
      tipoBici: r.some(['bici da corsa', 'gravel', 'mountain bike', 'e-bike', 'trekking'], r.int(1, 3)),
      perChi: r.some(['famiglie', 'cicloturisti', 'ciclisti allenati', 'principianti'], 2),
      stages,
    },
  };
}
