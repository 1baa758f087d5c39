import { describe, expect, it } from 'vitest';
import { nextTurn } from './turns.js';

describe('database steps take turns', () => {
  it('gives steps ready together a turn each, so work that arrives meanwhile runs between them', async () => {
    const order: string[] = [];
    // Three answers ready at once (three requests' queries), then a socket read (a /health probe).
    const steps = [1, 2, 3].map((n) => nextTurn().then(() => order.push(`step ${n}`)));
    setImmediate(() => order.push('health'));
    await Promise.all(steps);
    // With one setImmediate per answer the probe came last: Node runs every immediate already
    // queued in the same check phase.
    expect(order).toEqual(['step 1', 'health', 'step 2', 'step 3']);
  });
});
