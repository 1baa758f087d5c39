import { ASSET_FIELD_SCHEMAS, ASSET_STATUS, AssetInput, GROUP_STATUS } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { upsertAssets, withdrawAssets } from '../explore/index.js';
import { municipalitiesByName } from '../places/index.js';
import { listOfficesForCatalogue } from './groups.repo.js';

/**
 * Source 3a of the catalogue: the IAT offices. Each visible IAT group (kind iat, status visible) is
 * an asset of type 'office' (source 'office', sourceId = the group's id) with its address,
 * contacts and coordinates; a hidden or deleted office is withdrawn (a list that holds it shows its
 * red label). Run in the transaction that changes the group, so the desk never sees it half-done.
 */

/** What an office asset is made of. */
type OfficeGroup = Awaited<ReturnType<typeof listOfficesForCatalogue>>[number];

const officeFields = ASSET_FIELD_SCHEMAS.office.shape;
/** A contact the contract would refuse (typed by hand in an old form) is left out, not the office. */
const valid = <T>(schema: { safeParse(v: unknown): { success: boolean } }, value: T): T | undefined =>
  value && schema.safeParse(value).success ? value : undefined;

function officeAsset(group: OfficeGroup, istat: string | undefined): AssetInput {
  const where = group.city ? `${group.city}${group.province ? ` (${group.province})` : ''}` : undefined;
  const fields = Object.fromEntries(
    Object.entries({
      address: group.address || undefined,
      phone: valid(officeFields.phone, group.phone),
      email: valid(officeFields.email, group.email),
      where,
    }).filter(([, v]) => v !== undefined),
  );
  const place = group.city || group.name;
  return AssetInput.parse({
    sourceId: String(group.id),
    type: 'office',
    municipality: istat,
    coords:
      group.lat !== null && group.lng !== null ? [{ lat: Number(group.lat), lng: Number(group.lng) }] : [],
    texts: {
      it: {
        title: group.name,
        subtitle: 'Ufficio di informazione e accoglienza turistica',
        text: `Informazioni turistiche, mappe, eventi e prenotazioni: lo sportello IAT di ${place}.`,
        info: `Ufficio IAT · ${place}`,
      },
      en: {
        title: group.name,
        subtitle: 'Tourist information office',
        text: `Tourist information, maps, events and bookings: the IAT desk in ${place}.`,
        info: `Tourist office · ${place}`,
      },
    },
    fields,
  });
}

/**
 * Projects the IAT offices: those given by id (a group just created, changed, hidden or deleted),
 * or all of them, withdrawing the office assets of groups no longer visible. Returns how many were
 * written and withdrawn.
 */
export async function syncOfficeAssets(
  db: Db,
  groupIds?: readonly number[],
): Promise<{ upserted: number; withdrawn: number }> {
  if (groupIds && groupIds.length === 0) return { upserted: 0, withdrawn: 0 };
  const groups = await listOfficesForCatalogue(db, groupIds);
  const visible = groups.filter((g) => g.status === GROUP_STATUS.visible);
  const placeOf = await municipalitiesByName(
    db,
    visible.map((g) => ({ name: g.city, province: g.province })),
  );
  const assets = visible.map((g) => officeAsset(g, placeOf({ name: g.city, province: g.province })?.istat));
  const { ids } = await upsertAssets(db, 'office', assets);

  // Gone: asked for and not visible (hidden, pending, deleted, no longer an IAT), or, on a full
  // sync, any office asset still shown whose group is not a visible IAT.
  const keep = new Set(visible.map((g) => String(g.id)));
  const candidates = groupIds
    ? groupIds.map(String)
    : (
        await db
          .selectFrom('assets')
          .select('sourceId')
          .where('source', '=', 'office')
          .where('status', '!=', ASSET_STATUS.deleted)
          .execute()
      ).map((a) => a.sourceId);
  const withdrawn = await withdrawAssets(
    db,
    'office',
    candidates.filter((id) => !keep.has(id)),
  );
  return { upserted: ids.length, withdrawn };
}
