import { describe, expect, it } from 'vitest';
import type { ContentListItem } from '@sportello/contracts';
import { contentPaths } from './content-paths';
import { rowTarget } from './use-content-actions';

const row = (action: 'edit' | 'review' | 'view', vt = false) =>
  ({ id: 42, family: 'content', rowAction: { action, vt } }) as unknown as ContentListItem;

describe('row click (spec 1 §2): /content/{edit|review|view}/{id}, /true for the portal variant', () => {
  it('goes where the row says', () => {
    expect(rowTarget('make-vt', row('edit'))).toBe('/app/make-vt/content/edit/42');
    expect(rowTarget('make-vt', row('review'))).toBe('/app/make-vt/content/review/42');
    expect(rowTarget('make-vt', row('view'))).toBe('/app/make-vt/content/view/42');
  });

  it('adds /true for vt', () => {
    expect(rowTarget('make-vt', row('edit', true))).toBe('/app/make-vt/content/edit/42/true');
    expect(rowTarget('make-vt', row('review', true))).toBe('/app/make-vt/content/review/42/true');
  });

  it('builds the inbox and the compare of two versions', () => {
    expect(contentPaths.review('make-iat')).toBe('/app/make-iat/content/review');
    expect(contentPaths.versions('make-iat', 7, 3, 9)).toBe('/app/make-iat/content/review/7?from=3&to=9');
  });
});
