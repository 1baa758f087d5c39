import {
  AGENDA_CATEGORIES,
  AGENDA_PARTNER_KINDS,
  parseId,
  type FormSubmitReply,
  type FormTemplate,
  type FormValues,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { nowIso } from '../../platform/db/connect.js';
import { badRequest, forbidden } from '../../platform/http/errors.js';
import type { EnvContext } from '../../platform/auth/actor.js';
import { municipalitiesByName } from '../places/index.js';
import { agendaUserOf, mayKeepPartners, type AgendaUser } from './agenda.access.js';
import { AGENDA_MESSAGES as M } from './agenda.messages.js';
import * as repo from './agenda.repo.js';
import { partnerToEdit } from './agenda.service.js';

/**
 * "Partner dell'agenda" on the form engine (/api/forms/agenda-contact): an office's referent adds
 * and edits the partners of their office, an administrator any office's (choosing the office).
 * The template's validators have run on the values before `submit`.
 */

const text = (v: FormValues, name: string) => {
  const x = v[name];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
};

function addressOf(v: FormValues): { address: string; lat: number | null; lng: number | null } {
  const x = v.address;
  if (typeof x === 'string') return { address: x.trim(), lat: null, lng: null };
  if (x && typeof x === 'object' && 'address' in x) {
    const a = x as { address: unknown; lat?: unknown; lng?: unknown };
    const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
    return { address: String(a.address ?? '').trim(), lat: num(a.lat), lng: num(a.lng) };
  }
  return { address: '', lat: null, lng: null };
}

async function partnerValues(db: Db, v: FormValues): Promise<repo.PartnerValues> {
  const kind = text(v, 'kind');
  if (!(AGENDA_PARTNER_KINDS as readonly string[]).includes(kind))
    throw badRequest('Tipo: opzione non valida', { kind: 'Tipo: opzione non valida' });
  const categories = (Array.isArray(v.categories) ? v.categories.map(String) : []).filter((c) =>
    (AGENDA_CATEGORIES as readonly string[]).includes(c),
  );
  const { address, lat, lng } = addressOf(v);
  const city = text(v, 'city');
  const province = text(v, 'province').toUpperCase();
  let at = { lat, lng };
  // No point on the map given: the municipality's centre, so that the contact still has a marker.
  if (lat === null || lng === null) {
    const hit = (await municipalitiesByName(db, [{ name: city, province }]))({ name: city, province });
    at = hit ? { lat: hit.lat, lng: hit.lng } : { lat: null, lng: null };
  }
  const { office: _office, ...kept } = v;
  return {
    kind,
    name: text(v, 'name'),
    email: text(v, 'email').toLowerCase(),
    phone: text(v, 'phone'),
    website: text(v, 'website'),
    address,
    city,
    province,
    lat: at.lat,
    lng: at.lng,
    notes: text(v, 'notes'),
    categories,
    valuesJson: JSON.stringify(kept),
  };
}

const keeperOf = (ctx: EnvContext | null): AgendaUser | null => {
  const user = ctx ? agendaUserOf(ctx) : null;
  return user && mayKeepPartners(user) ? user : null;
};

/** The part of a form call the handler reads (the form engine's FormCall has more). */
interface Call {
  ctx: EnvContext | null;
  id?: string | number | undefined;
}

/**
 * The handler, shaped as the form engine's FormHandler (forms.types.ts) without importing it: the
 * forms module registers it (forms.registry.ts), and a module may not import back from it.
 */
export const agendaContactForm = {
  templateKey: 'agenda-contact',
  access: (ctx: EnvContext | null) => keeperOf(ctx) !== null,

  async prepare(db: Db, call: Call, template: FormTemplate): Promise<FormTemplate> {
    const user = keeperOf(call.ctx)!;
    if (!user.isAdmin)
      return { ...template, fields: template.fields.filter((f) => f.fieldname !== 'office') };
    const offices = await repo.iatOffices(db);
    return {
      ...template,
      fields: template.fields.map((f) =>
        f.fieldname === 'office' && f.type === 'select'
          ? { ...f, options: offices.map((o) => ({ value: String(o.id), label: o.name })) }
          : f,
      ),
    };
  },

  async load(db: Db, call: Call): Promise<FormValues> {
    const id = parseId(call.id);
    if (!id) return {};
    const p = await partnerToEdit(db, keeperOf(call.ctx)!, id);
    const stored = JSON.parse(p.valuesJson) as FormValues;
    return {
      ...stored,
      office: String(p.groupId),
      name: p.name,
      kind: p.kind,
      categories: p.categories,
      address: { address: p.address, lat: p.lat, lng: p.lng },
      city: p.city,
      province: p.province,
      phone: p.phone,
      email: p.email,
      website: p.website,
      notes: p.notes,
    };
  },

  async submit(db: Db, call: Call, { values }: { values: FormValues }): Promise<{ reply: FormSubmitReply }> {
    const user = keeperOf(call.ctx);
    if (!user) throw forbidden();
    const id = parseId(call.id);
    const v = await partnerValues(db, values);
    const now = nowIso();
    if (id) {
      const p = await partnerToEdit(db, user, id);
      await repo.updatePartner(db, p.id, v, now);
      if (user.isAdmin && text(values, 'office') && Number(text(values, 'office')) !== p.groupId)
        await db
          .updateTable('agendaPartners')
          .set({ groupId: await officeId(db, values) })
          .where('id', '=', p.id)
          .execute();
      return { reply: { message: M.saved } };
    }
    const groupId = user.isAdmin ? await officeId(db, values) : user.keepsOffice!;
    await repo.insertPartner(db, groupId, user.userId, v, now);
    return { reply: { message: M.saved } };
  },
};

/** An administrator's chosen office: one of the IAT offices. */
async function officeId(db: Db, values: FormValues): Promise<number> {
  const chosen = Number(text(values, 'office'));
  const offices = await repo.iatOffices(db);
  if (!offices.some((o) => o.id === chosen)) throw badRequest(M.noOffice, { office: M.noOffice });
  return chosen;
}
