import type { MigrationDb } from './helpers.js';

/**
 * The Comune of a content is now any Italian municipality, stored as its ISTAT code with its name
 * ({ value: "052028", label: "San Gimignano (SI)" }), as the editor's async select keeps it (issue
 * 12). Documents saved while the select listed fifteen Tuscan towns by slug ("san-gimignano") get
 * that town's code and name; any other value is left as it was. Data only: down keeps the codes.
 */

/** The towns the select listed, by the slug it stored. */
const LISTED: Record<string, string> = {
  firenze: 'Firenze',
  siena: 'Siena',
  pisa: 'Pisa',
  lucca: 'Lucca',
  arezzo: 'Arezzo',
  grosseto: 'Grosseto',
  livorno: 'Livorno',
  pistoia: 'Pistoia',
  prato: 'Prato',
  massa: 'Massa',
  'san-gimignano': 'San Gimignano',
  montepulciano: 'Montepulciano',
  volterra: 'Volterra',
  cortona: 'Cortona',
  pienza: 'Pienza',
};
const TUSCANY = '09';
const BATCH = 500;

interface StoredDoc {
  extraContents?: { fieldname: string; value: unknown }[];
}

// Aliases without underscores read the same with or without the CamelCasePlugin.
export async function up(db: MigrationDb): Promise<void> {
  const towns = await db
    .selectFrom('municipalities')
    .select(['istat_code as code', 'name', 'province_code as province'])
    .where('region_code', '=', TUSCANY)
    .where('name', 'in', Object.values(LISTED))
    .execute();
  const byName = new Map(
    towns.map((t) => [String(t.name), { value: String(t.code), label: `${t.name} (${t.province})` }]),
  );
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('content_documents')
      .select(['revision_id as revision', 'lang', 'document'])
      .where('revision_id', '>', after)
      .where('document', 'like', '%"fieldname":"comune"%')
      .orderBy('revision_id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return;
    for (const row of rows) {
      const doc = JSON.parse(String(row.document)) as StoredDoc;
      let changed = false;
      for (const c of doc.extraContents ?? []) {
        const town = c.fieldname === 'comune' && typeof c.value === 'string' ? LISTED[c.value] : undefined;
        const picked = town ? byName.get(town) : undefined;
        if (!picked) continue;
        c.value = picked;
        changed = true;
      }
      if (changed)
        await db
          .updateTable('content_documents')
          .set({ document: JSON.stringify(doc) })
          .where('revision_id', '=', row.revision)
          .where('lang', '=', row.lang)
          .execute();
    }
    // A revision's languages come together: go past the last whole revision of the batch.
    const last = Number(rows[rows.length - 1]!.revision);
    after = rows.length < BATCH ? last : last - 1;
    if (rows.length < BATCH) return;
  }
}

export async function down(): Promise<void> {
  // The codes stay: they are what the editor stores now.
}
