import type { DeliveryOptions } from './rules';

/**
 * The demo shop's delivery table, used until the owner saves their own. Fees and days are in the
 * range Nairobi PC shops quote; every one of the 47 counties is in exactly one courier zone.
 */
export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  pickup: {
    address: 'Kenya PC Shop, Moi Avenue, Nairobi CBD',
    hours: 'Mon–Fri 9:00 AM to 6:00 PM, Sat 10:00 AM to 4:00 PM',
  },
  sameDay: { enabled: true, fee: 300, cutoff: '16:00' },
  zones: [
    {
      name: 'Nairobi metro',
      counties: ['Nairobi', 'Kiambu', 'Machakos', 'Kajiado'],
      fee: 350,
      minDays: 1,
      maxDays: 2,
    },
    {
      name: 'Central and Eastern',
      counties: [
        'Nyeri',
        'Kirinyaga',
        "Murang'a",
        'Nyandarua',
        'Laikipia',
        'Embu',
        'Meru',
        'Tharaka-Nithi',
        'Kitui',
        'Makueni',
      ],
      fee: 500,
      minDays: 2,
      maxDays: 3,
    },
    {
      name: 'Rift Valley',
      counties: [
        'Nakuru',
        'Narok',
        'Kericho',
        'Bomet',
        'Baringo',
        'Uasin Gishu',
        'Nandi',
        'Elgeyo-Marakwet',
        'Trans Nzoia',
      ],
      fee: 550,
      minDays: 2,
      maxDays: 3,
    },
    {
      name: 'Western and Nyanza',
      counties: ['Kisumu', 'Kakamega', 'Vihiga', 'Bungoma', 'Busia', 'Siaya', 'Homa Bay', 'Migori', 'Kisii', 'Nyamira'],
      fee: 600,
      minDays: 2,
      maxDays: 3,
    },
    {
      name: 'Coast',
      counties: ['Mombasa', 'Kilifi', 'Kwale', 'Taita-Taveta', 'Lamu', 'Tana River'],
      fee: 600,
      minDays: 2,
      maxDays: 4,
    },
    {
      name: 'Northern Kenya',
      counties: ['Garissa', 'Wajir', 'Mandera', 'Marsabit', 'Isiolo', 'Turkana', 'West Pokot', 'Samburu'],
      fee: 900,
      minDays: 3,
      maxDays: 5,
    },
  ],
};
