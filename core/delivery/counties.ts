/** Kenya's 47 counties, in the order of their official codes (1 Mombasa … 47 Nairobi). */
export const KENYA_COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
] as const;

export type County = (typeof KENYA_COUNTIES)[number];

/** Same-day delivery is a Nairobi service. */
export const SAME_DAY_COUNTY: County = 'Nairobi';

const known = new Set<string>(KENYA_COUNTIES);
export const isCounty = (name: string): name is County => known.has(name);

/**
 * The counties alphabetically, for the select a shopper scrolls through. Plain code-unit order, which for
 * these 47 names is the collator's order (the test holds it), without the browser loading its collation
 * data while the page starts (decision 078).
 */
export const COUNTIES_BY_NAME: readonly County[] = [...KENYA_COUNTIES].sort();
