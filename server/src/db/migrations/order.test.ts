import { describe, expect, it } from 'vitest';
import { migrations } from './index.js';

describe('the migrations list', () => {
  // Kysely applies them by name; the backup's manifest and the tests read the list's last entry
  // as the latest. Two branches merged may append theirs out of order.
  it('is in the order of the names', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });
});
