import { describe, expect, it } from 'vitest';
import { characterCount, ListTitle, LIST_TITLE_MAX } from '@sportello/contracts';
import { defaultListTitle } from './current-list';
import { listTitleError } from './list-title';

describe('the title of a list made by a first add (issue 40)', () => {
  it('"Lista del {DD/MM/YYYY HH:mm}", in the desk’s own time', () => {
    expect(defaultListTitle(new Date(2026, 11, 6, 21, 40))).toBe('Lista del 06/12/2026 21:40');
    expect(defaultListTitle(new Date(2027, 0, 9, 8, 5))).toBe('Lista del 09/01/2027 08:05');
  });
  it('passes the same title rule as the browser and the server', () => {
    const title = defaultListTitle(new Date(2026, 11, 6, 21, 40));
    expect(listTitleError(title)).toBeNull();
    expect(ListTitle.safeParse(title).success).toBe(true);
    expect(characterCount(title)).toBeLessThanOrEqual(LIST_TITLE_MAX);
  });
});
