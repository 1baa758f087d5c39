import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@sportello/contracts';
import { listsMessages as m } from './messages';

/** The screens say exactly what the spec (and the server, through the contracts) says. */
describe('lists texts (spec 2 §5, §8; spec 1 §9)', () => {
  it('validation and empty states', () => {
    expect(m.newList.required).toBe(LIST_MESSAGES.titleRequired);
    expect(m.newList.requiredPage).toBe(LIST_MESSAGES.titleRequiredListsPage);
    expect(m.newList.tooLong).toBe(LIST_MESSAGES.titleTooLong);
    expect(m.share.emailEmpty).toBe(LIST_MESSAGES.emailEmpty);
    expect(m.share.numberEmpty).toBe(LIST_MESSAGES.phoneEmpty);
    expect(m.share.copied).toBe(LIST_MESSAGES.linkCopied);
    expect(m.empty.listBefore + m.empty.listLink + m.empty.listAfter).toBe(LIST_MESSAGES.emptyList);
    expect(m.empty.noLists).toBe(LIST_MESSAGES.noLists);
    expect(m.empty.noListsDot).toBe(LIST_MESSAGES.noListsDot);
    expect(m.empty.noListsCreate).toBe(LIST_MESSAGES.noListsCreate);
    expect(m.empty.noneSelected).toBe(LIST_MESSAGES.noListSelected);
    expect(m.removeAll.title).toBe(LIST_MESSAGES.removeAllTitle);
    expect(m.removeAll.text).toBe(LIST_MESSAGES.removeAllText);
  });
  it('toasts', () => {
    expect(m.toast).toEqual({
      favouritesAll: LIST_MESSAGES.addedAllToFavourites,
      deleted: LIST_MESSAGES.deleted,
      modified: LIST_MESSAGES.updated,
      duplicated: LIST_MESSAGES.duplicated,
      copied: LIST_MESSAGES.copied,
      moved: LIST_MESSAGES.moved,
      removed: LIST_MESSAGES.removed,
      emailSent: LIST_MESSAGES.emailSent,
    });
  });
  it('modal titles', () => {
    expect([m.sort.title, m.copy.title, m.share.title, m.newList.title, m.created.title]).toEqual([
      'Cambia ordine elemento',
      "Sposta/copia in un'altra lista",
      'Condividi lista',
      'Crea nuova lista',
      'Lista creata',
    ]);
  });
});
