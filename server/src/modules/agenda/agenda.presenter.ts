import {
  AGENDA_CATEGORY_LABELS,
  AGENDA_PARTNER_KIND_LABELS,
  GROUP_KIND_LABELS,
  ROLE_LABELS,
  parsePhone,
  type AgendaContactDetail,
  type AgendaOperator,
  type TableRow,
  type UserDataField,
} from '@sportello/contracts';
import { AGENDA_MESSAGES as M } from './agenda.messages.js';
import type { AgendaGroup, AgendaPartner, ContactRow } from './agenda.repo.js';

/** Rows and the contact modal from the agenda's rows (spec 3 §3 "User data (modal)"). */

export const kindLabel = (kind: string): string =>
  (GROUP_KIND_LABELS as Record<string, string>)[kind] ??
  (AGENDA_PARTNER_KIND_LABELS as Record<string, string>)[kind] ??
  kind;

export const categoryLabel = (c: string): string =>
  (AGENDA_CATEGORY_LABELS as Record<string, string>)[c] ?? c;

/** A phone as the desk reads it ("+39 0577 280551"), from whatever form it was stored in. */
export function phoneText(phone: string): string {
  if (!phone.trim()) return '';
  const { dialCode, number } = parsePhone(phone);
  return number ? `${dialCode} ${number}` : phone;
}

/** The tel: link of a phone: digits only, with the dial code. */
export function telLink(phone: string): string | null {
  const { dialCode, number } = parsePhone(phone);
  return number ? `tel:${dialCode}${number}` : null;
}

/** The row's key: g{id} a group, p{id} a partner; partners' row ids are negative so ids stay unique. */
export function contactRow(r: ContactRow, categories: string[], actions: string[]): TableRow {
  return {
    id: r.src === 'g' ? r.id : -r.id,
    status: 1,
    actions,
    cells: {
      key: `${r.src}${r.id}`,
      name: r.name,
      kind: kindLabel(r.kind),
      city: r.province ? `${r.city} (${r.province})` : r.city,
      phone: phoneText(r.phone),
      email: r.email,
      categories: categories.map(categoryLabel),
    },
    injectKey: null,
    lat: r.lat,
    lng: r.lng,
    sub: {},
  };
}

const field = (name: keyof typeof M.fields, value: string, link: string | null = null, external = false) =>
  ({ name, label: M.fields[name], value, link, external }) satisfies UserDataField;

function contactFields(c: {
  kind: string;
  address: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  website: string;
}): UserDataField[] {
  // An office's address often names its town already: the town is not repeated.
  const town = c.address.toLowerCase().includes(c.city.toLowerCase()) ? '' : c.city;
  const place = [c.address, town].filter(Boolean).join(', ') + (c.province ? ` (${c.province})` : '');
  const fields = [field('kind', kindLabel(c.kind))];
  if (place) fields.push(field('address', place));
  if (c.phone) fields.push(field('phone', phoneText(c.phone), telLink(c.phone)));
  if (c.email) fields.push(field('email', c.email, `mailto:${c.email}`));
  if (c.website) fields.push(field('website', c.website, c.website, true));
  return fields;
}

const avatarOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

export function groupDetail(
  g: AgendaGroup,
  users: AgendaOperator[] | null,
  website: string,
): AgendaContactDetail {
  return {
    id: g.id,
    key: `g${g.id}`,
    name: g.name,
    avatar: avatarOf(g.name),
    kind: g.kind,
    fields: contactFields({ ...g, website }),
    infos: [{ title: kindLabel(g.kind), icon: 'GroupsOutlined', text: g.city }],
    users,
    share: {
      iat: g.name,
      email: g.email,
      tel: phoneText(g.phone),
      values: { address: [g.address, g.city].filter(Boolean).join(', '), website },
    },
    editable: false,
    params: { slug: g.slug, type: 'group' },
  };
}

export function partnerDetail(p: AgendaPartner, editable: boolean): AgendaContactDetail {
  const fields = contactFields(p);
  if (p.categories.length) fields.push(field('categories', p.categories.map(categoryLabel).join(', ')));
  if (p.notes) fields.push(field('notes', p.notes));
  return {
    id: p.id,
    key: `p${p.id}`,
    name: p.name,
    avatar: avatarOf(p.name),
    kind: p.kind,
    fields,
    infos: [
      { title: kindLabel(p.kind), icon: 'StorefrontOutlined', text: p.city },
      { divider: true },
      {
        title: M.fields.office,
        text: p.officeName,
        info: `${M.fields.updatedAt} ${p.updatedAt.slice(0, 10).split('-').reverse().join('/')}`,
      },
    ],
    users: null,
    share: {
      iat: p.name,
      email: p.email,
      tel: phoneText(p.phone),
      values: { address: [p.address, p.city].filter(Boolean).join(', '), website: p.website },
    },
    editable,
    params: { slug: p.officeSlug, type: 'partner' },
  };
}

export const operatorOf = (u: {
  fullName: string;
  username: string;
  email: string;
  role: string;
}): AgendaOperator => ({
  name: u.fullName || u.username,
  role: (ROLE_LABELS as Record<string, string>)[u.role] ?? u.role,
  email: u.email,
});
