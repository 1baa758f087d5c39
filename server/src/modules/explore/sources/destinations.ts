import { ASSET_STATUS, AssetInput } from '@sportello/contracts';
import type { Db } from '../../../platform/db/connect.js';
import { upsertAssets, withdrawAssets } from '../catalogue.store.js';
import { municipalitiesByName } from '../../places/index.js';

/**
 * Source 3b of the catalogue: the region's main destinations, one asset of type 'destination' per
 * municipality (source 'destination', sourceId = its ISTAT code) at the municipality's centre, with
 * a short presentation in Italian and English. Which towns are destinations is decided here.
 */

type Destination = { name: string; province: string; area: string; it: string; en: string };

export const DESTINATIONS: readonly Destination[] = [
  { name: 'Firenze', province: 'FI', area: 'Firenze e dintorni', it: 'La culla del Rinascimento: il Duomo di Brunelleschi, gli Uffizi, Ponte Vecchio e le botteghe d’Oltrarno.', en: 'The cradle of the Renaissance: Brunelleschi’s Dome, the Uffizi, Ponte Vecchio and the Oltrarno workshops.' },
  { name: 'Siena', province: 'SI', area: 'Terre di Siena', it: 'Piazza del Campo, il Duomo e le contrade del Palio in una città gotica rimasta intatta.', en: 'Piazza del Campo, the Cathedral and the Palio districts in a Gothic city that has stayed intact.' },
  { name: 'Pisa', province: 'PI', area: 'Terre di Pisa', it: 'Piazza dei Miracoli con la Torre pendente, i lungarni e la vita universitaria.', en: 'The Field of Miracles with the Leaning Tower, the riverside and student life.' },
  { name: 'Lucca', province: 'LU', area: 'Piana di Lucca', it: 'La città delle cento chiese, racchiusa dalle mura rinascimentali che si percorrono in bicicletta.', en: 'The city of a hundred churches, enclosed by Renaissance walls you can ride along by bike.' },
  { name: 'Arezzo', province: 'AR', area: 'Terre di Arezzo', it: 'Gli affreschi di Piero della Francesca, Piazza Grande e la fiera antiquaria.', en: 'Piero della Francesca’s frescoes, Piazza Grande and the antiques fair.' },
  { name: 'Grosseto', province: 'GR', area: 'Maremma', it: 'Il capoluogo della Maremma, tra mura medicee, parco naturale e spiagge.', en: 'The capital of the Maremma, between Medici walls, a nature park and beaches.' },
  { name: 'Livorno', province: 'LI', area: 'Costa degli Etruschi', it: 'Porto di mare, fossi navigabili, la Terrazza Mascagni e il cacciucco.', en: 'A seaport with navigable canals, the Terrazza Mascagni and cacciucco.' },
  { name: 'Montepulciano', province: 'SI', area: 'Valdichiana', it: 'Borgo rinascimentale sul crinale, cantine scavate nel tufo e Vino Nobile.', en: 'A Renaissance hill town, cellars dug into the tuff and Vino Nobile.' },
  { name: 'San Gimignano', province: 'SI', area: "Val d'Elsa", it: 'Le torri medievali, la Vernaccia e il gelato in piazza della Cisterna.', en: 'Medieval towers, Vernaccia wine and ice cream on Piazza della Cisterna.' },
  { name: 'Cortona', province: 'AR', area: 'Valdichiana', it: 'Città etrusca affacciata sulla Valdichiana e sul lago Trasimeno.', en: 'An Etruscan town overlooking the Valdichiana and Lake Trasimeno.' },
  { name: 'Volterra', province: 'PI', area: 'Val di Cecina', it: 'Mura etrusche, il teatro romano e le botteghe dell’alabastro.', en: 'Etruscan walls, the Roman theatre and the alabaster workshops.' },
  { name: 'Pienza', province: 'SI', area: "Val d'Orcia", it: 'La città ideale di Pio II affacciata sulla Val d’Orcia, patria del pecorino.', en: 'Pius II’s ideal city overlooking the Val d’Orcia, home of pecorino.' },
  { name: 'Montalcino', province: 'SI', area: "Val d'Orcia", it: 'La fortezza, le vigne del Brunello e l’abbazia di Sant’Antimo.', en: 'The fortress, the Brunello vineyards and the abbey of Sant’Antimo.' },
  { name: "San Quirico d'Orcia", province: 'SI', area: "Val d'Orcia", it: 'Gli Horti Leonini, la collegiata romanica e le colline dei cipressi.', en: 'The Horti Leonini garden, the Romanesque collegiate church and the cypress hills.' },
  { name: 'Monteriggioni', province: 'SI', area: "Val d'Elsa", it: 'Il castello con la cinta di mura e torri citato da Dante, sulla Via Francigena.', en: 'The walled castle with towers that Dante wrote about, on the Via Francigena.' },
  { name: "Colle di Val d'Elsa", province: 'SI', area: "Val d'Elsa", it: 'La città del cristallo, con il borgo alto e il museo del vetro.', en: 'The crystal town, with its upper village and glass museum.' },
  { name: 'Certaldo', province: 'FI', area: "Val d'Elsa", it: 'Il borgo in mattoni di Boccaccio, raggiunto dalla funicolare.', en: 'Boccaccio’s brick village, reached by funicular.' },
  { name: 'Vinci', province: 'FI', area: 'Montalbano', it: 'Il paese natale di Leonardo, tra uliveti, il museo e la casa natale.', en: 'Leonardo’s birthplace, among olive groves, with the museum and his house.' },
  { name: 'Fiesole', province: 'FI', area: 'Firenze e dintorni', it: 'Il teatro romano e la vista su Firenze dalle colline.', en: 'The Roman theatre and the view of Florence from the hills.' },
  { name: 'Prato', province: 'PO', area: 'Area pratese', it: 'La città del tessuto, il Castello dell’Imperatore e il Centro Pecci.', en: 'The textile city, the Emperor’s Castle and the Pecci art centre.' },
  { name: 'Pistoia', province: 'PT', area: 'Montagna pistoiese', it: 'Piazza del Duomo, il fregio robbiano e i vivai.', en: 'The Cathedral square, the della Robbia frieze and the plant nurseries.' },
  { name: 'Carrara', province: 'MS', area: 'Apuane', it: 'Le cave di marmo bianco, i laboratori di scultura e Colonnata.', en: 'The white marble quarries, the sculpture studios and Colonnata.' },
  { name: 'Viareggio', province: 'LU', area: 'Versilia', it: 'Il Carnevale, la passeggiata liberty e le spiagge della Versilia.', en: 'The Carnival, the Art Nouveau promenade and the beaches of Versilia.' },
  { name: 'Pietrasanta', province: 'LU', area: 'Versilia', it: 'La piccola Atene: piazza del Duomo, fonderie d’arte e gallerie.', en: 'Little Athens: the Cathedral square, art foundries and galleries.' },
  { name: 'Portoferraio', province: 'LI', area: "Isola d'Elba", it: 'Il porto dell’Elba, le fortezze medicee e le residenze di Napoleone.', en: 'Elba’s port, the Medici fortresses and Napoleon’s residences.' },
  { name: 'Castiglione della Pescaia', province: 'GR', area: 'Maremma', it: 'Borgo marinaro con il castello, il porto canale e la riserva della Diaccia Botrona.', en: 'A seaside village with its castle, canal harbour and the Diaccia Botrona reserve.' },
  { name: 'Pitigliano', province: 'GR', area: 'Maremma', it: 'La piccola Gerusalemme, costruita sullo sperone di tufo.', en: 'Little Jerusalem, built on a spur of tuff.' },
  { name: 'Massa Marittima', province: 'GR', area: 'Colline Metallifere', it: 'Il Duomo sulla piazza in pendenza e la storia delle miniere.', en: 'The Cathedral on the sloping square and the history of the mines.' },
  { name: 'Barga', province: 'LU', area: 'Garfagnana', it: 'Il borgo del Duomo sul colle e la casa di Giovanni Pascoli.', en: 'The village with its hilltop Cathedral and Giovanni Pascoli’s house.' },
  { name: 'Anghiari', province: 'AR', area: 'Valtiberina', it: 'Il borgo della battaglia dipinta da Leonardo e la strada dritta verso Sansepolcro.', en: 'The village of the battle painted by Leonardo and the straight road to Sansepolcro.' },
  { name: 'Sansepolcro', province: 'AR', area: 'Valtiberina', it: 'La città di Piero della Francesca e della Resurrezione.', en: 'The town of Piero della Francesca and his Resurrection.' },
  { name: 'Chiusi', province: 'SI', area: 'Valdichiana', it: 'Il museo etrusco, le tombe dipinte e il labirinto di Porsenna.', en: 'The Etruscan museum, painted tombs and Porsenna’s labyrinth.' },
]; // prettier-ignore

/**
 * Writes the destinations (a town no longer in the list is withdrawn). Returns how many were
 * written and withdrawn; a name the municipalities table does not know is an error in the list.
 */
export async function syncDestinationAssets(db: Db): Promise<{ upserted: number; withdrawn: number }> {
  const placeOf = await municipalitiesByName(db, DESTINATIONS);
  const assets = DESTINATIONS.map((d) => {
    const place = placeOf(d);
    if (!place) throw new Error(`Destinazione "${d.name}" (${d.province}): comune sconosciuto`);
    return AssetInput.parse({
      sourceId: place.istat,
      type: 'destination',
      municipality: place.istat,
      coords: [{ lat: place.lat, lng: place.lng }],
      texts: {
        it: { title: d.name, subtitle: d.area, text: d.it, info: `Destinazione · ${d.area}` },
        en: {
          title: d.name === 'Firenze' ? 'Florence' : d.name,
          subtitle: d.area,
          text: d.en,
          info: `Destination · ${d.area}`,
        },
      },
      fields: { area: d.area },
    });
  });
  await upsertAssets(db, 'destination', assets);
  const keep = new Set(assets.map((a) => a.sourceId));
  const shown = await db
    .selectFrom('assets')
    .select('sourceId')
    .where('source', '=', 'destination')
    .where('status', '!=', ASSET_STATUS.deleted)
    .execute();
  const withdrawn = await withdrawAssets(
    db,
    'destination',
    shown.map((a) => a.sourceId).filter((id) => !keep.has(id)),
  );
  return { upserted: assets.length, withdrawn };
}
