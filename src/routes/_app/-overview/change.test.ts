import { describe, expect, it } from 'vitest';
import { changeOf } from './change.js';

describe('week against week', () => {
  it('says how much more or less, as a fraction of the week before', () => {
    expect(changeOf(120, 100)).toBeCloseTo(0.2);
    expect(changeOf(80, 100)).toBeCloseTo(-0.2);
    // A loss that shrank is a rise: −50 after −100.
    expect(changeOf(-50, -100)).toBeCloseTo(0.5);
  });

  it('has nothing to say against an empty week', () => {
    expect(changeOf(10, 0)).toBeNull();
  });
});
