import { describe, expect, it } from 'vitest';
import { orderedSpecifications } from './spec-fields';

describe('specification rows (19.11)', () => {
  it("follow the category's field order, not the alphabet; other keys come last as stored", () => {
    const stored = {
      'CPU Cores': '8',
      'CPU Model': 'Ryzen 7 7700X',
      'CPU Socket': 'AM5',
      'CPU Speed': '4.5 GHz',
      'CPU Threads': '16',
      Warranty: '3 years',
    };
    expect(orderedSpecifications(stored, 'processors').map(([k]) => k)).toEqual([
      'CPU Model',
      'CPU Speed',
      'CPU Cores',
      'CPU Threads',
      'CPU Socket',
      'Warranty',
    ]);
  });

  it('keeps the stored order for a category without fields', () => {
    expect(orderedSpecifications({ b: '1', a: '2' }, 'no-such-category')).toEqual([
      ['b', '1'],
      ['a', '2'],
    ]);
  });
});
