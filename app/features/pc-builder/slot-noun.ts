import type { BuildSlot } from '#core/compatibility';

/** How a slot reads inside a sentence ('Choose your CPU cooler'). */
export const SLOT_NOUN: Record<BuildSlot, string> = {
  cpu: 'processor',
  motherboard: 'motherboard',
  gpu: 'graphics card',
  ram: 'memory',
  storage: 'storage',
  case: 'case',
  cooling: 'CPU cooler',
  psu: 'power supply',
};
