import type { Generated } from 'kysely';

/** The agenda's tables as Kysely sees them (migration 2026-12-06-033-agenda). */
export interface AgendaPartnersTable {
  id: Generated<number>;
  groupId: number;
  kind: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  province: string;
  lat: number | null;
  lng: number | null;
  notes: string;
  searchText: string;
  valuesJson: string;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AgendaPartnerCategoriesTable {
  partnerId: number;
  category: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    agendaPartners: AgendaPartnersTable;
    agendaPartnerCategories: AgendaPartnerCategoriesTable;
  }
}
