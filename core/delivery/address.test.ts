import { describe, expect, it } from 'vitest';
import { addressLine, checkAddress, cleanAddress } from './address';

const good = {
  county: 'Kisumu',
  town: 'Milimani',
  street: 'Otieno Oyoo St, Block 4',
  landmark: 'Behind the petrol station',
  phone: '0712 345 678',
};

describe('delivery address', () => {
  it('accepts a complete address and stores the phone as 2547…', () => {
    expect(checkAddress(good)).toEqual({});
    expect(cleanAddress({ ...good, town: '  Milimani ' })).toMatchObject({
      town: 'Milimani',
      phone: '254712345678',
    });
    expect(addressLine(cleanAddress(good))).toBe(
      'Milimani, Otieno Oyoo St, Block 4, Behind the petrol station, Kisumu',
    );
  });

  it('names each missing or wrong field', () => {
    expect(
      checkAddress({
        county: 'Gotham',
        town: ' ',
        street: '',
        landmark: 'x'.repeat(201),
        phone: '12345',
      }),
    ).toEqual({
      county: 'Choose a county',
      town: 'Please enter the town or area',
      street: 'Please enter the street or building',
      landmark: 'Landmark must be at most 200 characters',
      phone: "Please enter the rider's phone number, e.g. 0712 345 678",
    });
  });
});
