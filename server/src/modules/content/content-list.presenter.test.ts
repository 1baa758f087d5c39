import { describe, expect, it } from 'vitest';
import { presentListItem, type ContentListRowFacts } from './content-list.presenter.js';
import type { ListRow } from './content-list.repo.js';

/** A row's actions follow what the service decided about the caller (the preview route's rule). */
const row: ListRow = {
  id: 7,
  typeId: 1,
  family: 'content',
  groupId: 3,
  creatorId: 11,
  creatorName: 'Sara Lombardi',
  status: 'published',
  name: 'Il Duomo di Firenze',
  slug: 'il-duomo-di-firenze',
  langs: 'it,en',
  imageSrc: null,
  imageAlt: null,
  excerpt: '',
  expiresOn: null,
  api: 0,
  reviewerId: null,
  publishedRevision: 1,
  vtRevision: null,
  updatesCount: 0,
  createdAt: '2025-03-10T10:00:00.000Z',
  updatedAt: '2025-03-10T10:00:00.000Z',
  creatorUsername: 'sara.lombardi',
  reviewerName: null,
  reviewerImage: null,
  unread: 0,
} as ListRow;

const facts = (over: Partial<ContentListRowFacts>): ContentListRowFacts => ({
  today: '2026-11-26',
  isReviewer: false,
  canEdit: false,
  canPreview: false,
  userId: 99,
  ...over,
});

const actionsOf = (f: Partial<ContentListRowFacts>) =>
  presentListItem(row, undefined, facts(f)).actions.map((a) => a.action);

describe('Azioni di una riga dell’elenco dei contenuti', () => {
  it('offers the preview modal to who may see the preview, before the editing actions', () => {
    const item = presentListItem(row, undefined, facts({ canEdit: true, canPreview: true }));
    expect(item.actions[0]).toEqual({
      name: 'Anteprima',
      action: 'preview',
      icon: 'VisibilityOutlined',
      modal: 'content-preview-modal',
    });
    expect(actionsOf({ canEdit: true, canPreview: true })).toEqual([
      'preview',
      'edit',
      'copy',
      'delete_lang',
      'delete',
      'history',
    ]);
    // Seen (a published guide at the desk) but not edited: the preview alone.
    expect(actionsOf({ canPreview: true })).toEqual(['preview']);
  });

  it('leaves the preview out where it is not allowed', () => {
    expect(actionsOf({})).toEqual([]);
  });
});
