/**
 * The judged query set of issue 29: searches as Kenyan PC buyers type them (English and Kiswahili,
 * typos, model numbers, units, category and price words), each with what a good answer holds. A
 * product is relevant when it passes every condition given. Scored by
 * server/modules/catalog/search-relevance.test.ts (npm run bench:relevance) on the demo catalog.
 */
export interface Judged {
  q: string;
  kind: 'category' | 'model' | 'unit' | 'spec' | 'typo' | 'kiswahili' | 'price' | 'brand';
  category?: string;
  name?: RegExp;
  spec?: [key: string, value: RegExp];
  maxPrice?: number;
  brand?: RegExp;
}

export const JUDGED: Judged[] = [
  { q: 'gpu', kind: 'category', category: 'graphics-cards' },
  { q: 'graphics card', kind: 'category', category: 'graphics-cards' },
  { q: 'video card', kind: 'category', category: 'graphics-cards' },
  { q: 'power supply', kind: 'category', category: 'power-supply' },
  { q: 'cpu cooler', kind: 'category', category: 'cpu-cooling' },
  { q: 'case', kind: 'category', category: 'cases' },
  { q: 'gaming pc', kind: 'category', category: 'gaming-pc' },
  { q: 'motherboard', kind: 'category', category: 'motherboards' },
  { q: 'rtx4060', kind: 'model', category: 'graphics-cards', name: /RTX 4060(?! Ti)/ },
  { q: 'rtx 4060 ti', kind: 'model', category: 'graphics-cards', name: /4060 Ti/ },
  { q: '4060ti', kind: 'model', category: 'graphics-cards', name: /4060 Ti/ },
  { q: 'rx 7800 xt', kind: 'model', name: /7800 XT/, category: 'graphics-cards' },
  { q: 'i5-13400f', kind: 'model', name: /13400F/, category: 'processors' },
  { q: 'i5 13400f', kind: 'model', name: /13400F/, category: 'processors' },
  { q: 'ryzen 5 7600', kind: 'model', name: /Ryzen 5 7600$/ },
  { q: 'samsung 990 pro', kind: 'model', name: /990 PRO/ },
  { q: 'ryzen 7', kind: 'model', category: 'processors', name: /Ryzen 7/ },
  { q: 'ryzn 7', kind: 'typo', category: 'processors', name: /Ryzen 7/ },
  { q: 'geforse 4070', kind: 'typo', name: /RTX 4070/, category: 'graphics-cards' },
  { q: 'corsiar psu', kind: 'typo', category: 'power-supply', brand: /Corsair/ },
  { q: 'nvme', kind: 'spec', category: 'storage', spec: ['Hard Disk Interface', /NVMe/] },
  { q: 'ssd 1tb nvme', kind: 'spec', category: 'storage', name: /1TB/, spec: ['Hard Disk Interface', /NVMe/] },
  { q: 'monitor 144hz', kind: 'spec', category: 'monitors', spec: ['Refresh Rate', /144 Hz/] },
  { q: 'motherboard am5', kind: 'spec', category: 'motherboards', spec: ['CPU Socket', /AM5/] },
  { q: 'lga1700 motherboard', kind: 'spec', category: 'motherboards', spec: ['CPU Socket', /LGA ?1700/] },
  { q: '1tb ssd', kind: 'unit', category: 'storage', name: /1TB/, spec: ['Hard Disk Description', /Solid state/i] },
  { q: '1 tb ssd', kind: 'unit', category: 'storage', name: /1TB/, spec: ['Hard Disk Description', /Solid state/i] },
  { q: '27 inch monitor', kind: 'unit', category: 'monitors', spec: ['Screen Size', /^27/] },
  { q: 'ram 16gb', kind: 'unit', category: 'memory', name: /^[^(]*16GB/ },
  { q: 'ddr5 32gb', kind: 'unit', category: 'memory', name: /32GB.*DDR5/ },
  { q: 'psu 850w', kind: 'unit', category: 'power-supply', name: /850/ },
  { q: 'aio 360', kind: 'unit', category: 'cpu-cooling', name: /360/ },
  { q: 'kadi ya picha', kind: 'kiswahili', category: 'graphics-cards' },
  { q: 'skrini 27"', kind: 'kiswahili', category: 'monitors', spec: ['Screen Size', /^27/] },
  { q: 'kumbukumbu ddr4', kind: 'kiswahili', category: 'memory', name: /DDR4/ },
  { q: 'kipozaji', kind: 'kiswahili', category: 'cpu-cooling' },
  { q: 'kesi', kind: 'kiswahili', category: 'cases' },
  { q: 'kompyuta ya michezo', kind: 'kiswahili', category: 'gaming-pc' },
  { q: 'kibodi', kind: 'kiswahili', category: 'accessories', name: /G213|K552|K70/ },
  { q: 'kipanya', kind: 'kiswahili', category: 'accessories', name: /G502|SUPERLIGHT|DeathAdder/ },
  { q: 'chaja ya kompyuta', kind: 'kiswahili', category: 'power-supply' },
  { q: 'kibodi ya gaming', kind: 'kiswahili', category: 'accessories', name: /G213|K552|K70/ },
  { q: 'cooler for am5', kind: 'spec', category: 'cpu-cooling' },
  { q: 'gpu under 50000', kind: 'price', category: 'graphics-cards', maxPrice: 50_000 },
  { q: 'gpu under 50k', kind: 'price', category: 'graphics-cards', maxPrice: 50_000 },
  { q: 'monitor chini ya 30,000', kind: 'price', category: 'monitors', maxPrice: 30_000 },
  { q: 'cheap ssd', kind: 'price', category: 'storage', maxPrice: 8_000 },
  { q: 'corsair psu', kind: 'brand', category: 'power-supply', brand: /Corsair/ },
  { q: 'cooler master case', kind: 'brand', category: 'cases', brand: /Cooler Master/ },
  { q: 'msi graphics card', kind: 'brand', category: 'graphics-cards', brand: /MSI/ },
];
