import type { ProductCategory } from './categories';

/** Specification inputs of the admin product form, per category (spec section 3). */
export const SPEC_FIELDS: Record<ProductCategory, readonly string[]> = {
  processors: ['CPU Model', 'CPU Speed', 'CPU Cores', 'CPU Threads', 'CPU Socket'],
  monitors: ['Screen Size', 'Resolution', 'Aspect Ratio', 'Refresh Rate', 'Screen Surface Description'],
  'graphics-cards': ['Graphics Coprocessor', 'Graphics RAM Size', 'GPU Clock Speed', 'Video Output Interface'],
  memory: ['Computer Memory Size', 'RAM Memory Technology', 'Memory Speed', 'Compatible Devices'],
  storage: [
    'Digital Storage Capacity',
    'Hard Disk Interface',
    'Connectivity Technology',
    'Special Feature',
    'Hard Disk Form Factor',
    'Hard Disk Description',
    'Compatible Devices',
    'Installation Type',
  ],
  motherboards: [
    'CPU Socket',
    'Compatible Devices',
    'RAM Memory Technology',
    'Compatible Processors',
    'Chipset Type',
    'Memory Clock Speed',
    'Platform',
    'Model Name',
  ],
  'power-supply': [
    'Model Name',
    'Compatible Devices',
    'Connector Type',
    'Output Wattage',
    'Form Factor',
    'Wattage',
    'Cooling Method',
    'Item Weight',
  ],
  cases: [
    'Motherboard Compatibility',
    'Case Type',
    'Material',
    'Power Supply Mounting Type',
    'Cooling Method',
    'Model Name',
    'Item Weight',
  ],
  'gaming-pc': [
    'Operating System',
    'CPU Model',
    'CPU Speed',
    'Cache Size',
    'Graphics Card Description',
    'Memory Storage Capacity',
    'Memory Slots Available',
    'Specific Uses For Product',
  ],
  'cpu-cooling': [
    'Power Connector Type',
    'Voltage',
    'Wattage',
    'Cooling Method',
    'Compatible Devices',
    'Maximum Rotational Speed',
  ],
  accessories: [],
};

/**
 * Fields beyond the spec's form that the Build-Your-PC checks read (power draw, board size).
 * The form keeps them as extra key/value pairs.
 */
export const BUILDER_EXTRA_FIELDS: Partial<Record<ProductCategory, readonly string[]>> = {
  processors: ['TDP'],
  'graphics-cards': ['TDP'],
  motherboards: ['Form Factor'],
};

/**
 * A product's specification rows in its category's field order (spec section 3), as the admin form
 * lists them; keys the category does not name follow in their stored order. The database's jsonb
 * hands keys back sorted by length and name, which read like a jumble (19.11).
 */
export function orderedSpecifications(specifications: Record<string, string>, category: string): [string, string][] {
  const fields = [
    ...(SPEC_FIELDS[category as ProductCategory] ?? []),
    ...(BUILDER_EXTRA_FIELDS[category as ProductCategory] ?? []),
  ];
  const rank = (key: string) => {
    const i = fields.indexOf(key);
    return i === -1 ? fields.length : i;
  };
  return Object.entries(specifications)
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row[0]) - rank(b.row[0]) || a.i - b.i)
    .map(({ row }) => row);
}
