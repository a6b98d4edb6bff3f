import { describe, expect, it } from 'vitest';
import {
  amountLabel,
  formatSpecParam,
  parseSpecParam,
  productSpecValue,
  specFilterById,
  specFiltersOf,
  specFilterValue,
} from './spec-filters';

describe('spec filter values (issue 29 point 6)', () => {
  it('read an amount and its unit, however it is spaced or cased', () => {
    expect(specFilterValue('amount', '8 GB')).toBe('8gb');
    expect(specFilterValue('amount', '8GB')).toBe('8gb');
    expect(specFilterValue('amount', '8 GB GDDR6')).toBe('8gb');
    expect(specFilterValue('amount', ' 12gb GDDR6X')).toBe('12gb');
  });

  it('write a whole number of thousands of GB as TB', () => {
    expect(specFilterValue('amount', '1000 GB')).toBe('1tb');
    expect(specFilterValue('amount', '1 TB')).toBe('1tb');
    expect(specFilterValue('amount', '2000GB')).toBe('2tb');
    expect(specFilterValue('amount', '500 GB')).toBe('500gb');
    expect(specFilterValue('amount', '1500 GB')).toBe('1500gb');
  });

  it('read inches however they are written, and decimals without trailing zeros', () => {
    for (const s of ['27"', '27 inch', '27 inches', '27 in', '27.0 inches'])
      expect(specFilterValue('amount', s)).toBe('27in');
    expect(specFilterValue('amount', '23.8 inches')).toBe('23.8in');
  });

  it('read refresh rates, wattages and bare counts; the first amount wins', () => {
    expect(specFilterValue('amount', '165 Hz (180 Hz overclocked)')).toBe('165hz');
    expect(specFilterValue('amount', '144Hz')).toBe('144hz');
    expect(specFilterValue('amount', '850 W')).toBe('850w');
    expect(specFilterValue('amount', '8')).toBe('8');
  });

  it('give no amount for text, or a unit glued to more letters', () => {
    expect(specFilterValue('amount', 'NVMe')).toBeNull();
    expect(specFilterValue('amount', '')).toBeNull();
    expect(specFilterValue('amount', '4 GHz')).toBe('4');
    expect(specFilterValue('amount', '16 gbps')).toBe('16');
  });

  it('read a text value as its letters and digits, lowercased', () => {
    expect(specFilterValue('text', 'LGA 1700')).toBe('lga1700');
    expect(specFilterValue('text', 'LGA1700')).toBe('lga1700');
    expect(specFilterValue('text', 'NVIDIA GeForce RTX 4060 Ti')).toBe('nvidiageforcertx4060ti');
    expect(specFilterValue('text', 'SATA 6.0 Gb/s')).toBe('sata60gbs');
    expect(specFilterValue('text', ' - ')).toBeNull();
  });

  it('take the first filled key (power supplies: Output Wattage, else Wattage)', () => {
    const psu = specFilterById('wattage')!;
    expect(productSpecValue(psu, { Wattage: '650 W' })).toBe('650w');
    expect(productSpecValue(psu, { 'Output Wattage': ' ', Wattage: '650 W' })).toBe('650w');
    expect(productSpecValue(psu, { 'Output Wattage': '750W', Wattage: '650 W' })).toBe('750w');
    expect(productSpecValue(psu, {})).toBeNull();
  });

  it('are offered per category, and read back as a buyer writes them', () => {
    expect(specFiltersOf('graphics-cards').map((f) => f.id)).toEqual(['vram', 'chip']);
    expect(specFiltersOf('motherboards').map((f) => f.id)).toEqual(['socket']);
    expect(specFiltersOf('accessories')).toEqual([]);
    expect(specFiltersOf(undefined)).toEqual([]);
    expect(amountLabel('8gb')).toBe('8 GB');
    expect(amountLabel('27in')).toBe('27"');
    expect(amountLabel('144hz')).toBe('144 Hz');
    expect(amountLabel('8')).toBe('8');
  });

  it('travel in one URL parameter in one order', () => {
    expect(parseSpecParam('vram:8gb,chip:rtx')).toEqual({ vram: '8gb', chip: 'rtx' });
    expect(formatSpecParam({ chip: 'rtx', vram: '8gb' })).toBe('vram:8gb,chip:rtx');
    expect(formatSpecParam({ vram: undefined })).toBeUndefined();
  });
});
