import type { Migration } from 'kysely';
import * as foundation from './2026-11-21-001-foundation.js';
import * as authLookup from './2026-11-21-002-auth-lookup.js';
import * as environments from './2026-11-21-003-environments.js';
import * as media from './2026-11-21-004-media.js';
import * as forms from './2026-11-21-005-forms.js';
import * as places from './2026-11-21-006-places.js';
import * as peopleAdmin from './2026-11-21-007-people-admin.js';
import * as content from './2026-11-21-008-content.js';
import * as explore from './2026-11-21-009-explore.js';
import * as authHardening from './2026-11-26-010-auth-hardening.js';
import * as deskComune from './2026-11-26-011-desk-comune.js';
import * as formEntries from './2026-11-26-012-tests-form-entries.js';
import * as review from './2026-11-26-013-review.js';
import * as lists from './2026-11-26-014-lists.js';
import * as profiles from './2026-11-26-015-profiles.js';
import * as profileExport from './2026-11-26-016-profile-export.js';
import * as terminals from './2026-11-26-017-terminals.js';
import * as interestPeople from './2026-11-26-018-interest-people.js';
import * as listScale from './2026-11-26-019-list-scale.js';
import * as exploreScale from './2026-11-27-020-explore-scale.js';
import * as contentTextWalk from './2026-11-27-021-content-text-walk.js';
import * as exploreGeoCells from './2026-11-27-022-explore-geo-cells.js';
import * as contentSearchKey from './2026-11-27-023-content-search-key.js';
import * as changeNotices from './2026-11-28-024-change-notices.js';
import * as sessionNotices from './2026-11-28-025-session-notices.js';
import * as profileCodes from './2026-12-01-026-profile-codes.js';
import * as knownBrowsersAndFileNames from './2026-12-01-027-known-browsers-and-file-names.js';
import * as mailDelivery from './2026-12-02-028-mail-delivery.js';
import * as partnerKeys from './2026-12-03-029-partner-keys.js';
import * as partnerKeyOrigins from './2026-12-04-030-partner-key-origins.js';
import * as webhooks from './2026-12-04-031-webhooks.js';
import * as partnerKeyNotices from './2026-12-04-032-partner-key-notices.js';
import * as agenda from './2026-12-06-033-agenda.js';
import * as listShareOpens from './2026-12-06-035-list-share-opens.js';
import * as singleSignOn from './2026-12-06-037-single-sign-on.js';

/** Every migration, in order. Frozen once landed: add a new file, never edit an old one. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-foundation': foundation,
  '2026-11-21-002-auth-lookup': authLookup,
  '2026-11-21-003-environments': environments,
  '2026-11-21-004-media': media,
  '2026-11-21-005-forms': forms,
  '2026-11-21-006-places': places,
  '2026-11-21-007-people-admin': peopleAdmin,
  '2026-11-21-008-content': content,
  '2026-11-21-009-explore': explore,
  '2026-11-26-010-auth-hardening': authHardening,
  '2026-11-26-011-desk-comune': deskComune,
  '2026-11-26-012-tests-form-entries': formEntries,
  '2026-11-26-013-review': review,
  '2026-11-26-014-lists': lists,
  '2026-11-26-015-profiles': profiles,
  '2026-11-26-016-profile-export': profileExport,
  '2026-11-26-017-terminals': terminals,
  '2026-11-26-018-interest-people': interestPeople,
  '2026-11-26-019-list-scale': listScale,
  '2026-11-27-020-explore-scale': exploreScale,
  '2026-11-27-021-content-text-walk': contentTextWalk,
  '2026-11-27-022-explore-geo-cells': exploreGeoCells,
  '2026-11-27-023-content-search-key': contentSearchKey,
  '2026-11-28-024-change-notices': changeNotices,
  '2026-11-28-025-session-notices': sessionNotices,
  '2026-12-01-026-profile-codes': profileCodes,
  '2026-12-01-027-known-browsers-and-file-names': knownBrowsersAndFileNames,
  '2026-12-02-028-mail-delivery': mailDelivery,
  '2026-12-03-029-partner-keys': partnerKeys,
  '2026-12-04-030-partner-key-origins': partnerKeyOrigins,
  '2026-12-04-031-webhooks': webhooks,
  '2026-12-04-032-partner-key-notices': partnerKeyNotices,
  '2026-12-06-033-agenda': agenda,
  '2026-12-06-035-list-share-opens': listShareOpens,
  '2026-12-06-037-single-sign-on': singleSignOn,
};
