/**
 * "Build for me": the rules of each use, in one place (issue 17). The suggestion (build-suggest.ts)
 * splits the budget between the eight slots by these shares, then buys the best part of each slot
 * that fits its share and leaves the rest of the build affordable and compatible.
 */
import type { BuildSlot } from './compatibility';

export const BUILD_USES = ['gaming-1080p', 'gaming-1440p', 'office', 'creative'] as const;
export type BuildUse = (typeof BUILD_USES)[number];

export interface UseRule {
  label: string;
  /** Share of the budget per slot; they add up to 1. */
  share: Record<BuildSlot, number>;
  /** The order the slots are bought in: what matters most for the use gets first pick. */
  order: readonly BuildSlot[];
  /** Least memory (GB) and storage (GB) worth having for the use; preferred, not required. */
  minMemoryGb: number;
  minStorageGb: number;
  // Why the slot that matters most gets its share is the catalogue's `focus.<use>` (core/messages/build-reasons.ts).
}

const GAMING_ORDER = ['gpu', 'cpu', 'motherboard', 'ram', 'storage', 'psu', 'cooling', 'case'] as const;
const WORK_ORDER = ['cpu', 'ram', 'storage', 'motherboard', 'gpu', 'psu', 'cooling', 'case'] as const;

export const USE_RULES: Record<BuildUse, UseRule> = {
  'gaming-1080p': {
    label: 'Gaming at 1080p',
    share: { gpu: 0.36, cpu: 0.18, motherboard: 0.12, ram: 0.07, storage: 0.07, psu: 0.08, cooling: 0.04, case: 0.08 },
    order: GAMING_ORDER,
    minMemoryGb: 16,
    minStorageGb: 1000,
  },
  'gaming-1440p': {
    label: 'Gaming at 1440p',
    share: { gpu: 0.45, cpu: 0.17, motherboard: 0.1, ram: 0.06, storage: 0.06, psu: 0.07, cooling: 0.03, case: 0.06 },
    order: GAMING_ORDER,
    minMemoryGb: 32,
    minStorageGb: 1000,
  },
  office: {
    label: 'Office and school',
    share: { cpu: 0.24, gpu: 0.2, motherboard: 0.16, ram: 0.1, storage: 0.12, psu: 0.07, cooling: 0.04, case: 0.07 },
    order: WORK_ORDER,
    minMemoryGb: 16,
    minStorageGb: 500,
  },
  creative: {
    label: 'Creative work',
    share: { cpu: 0.3, gpu: 0.24, motherboard: 0.11, ram: 0.11, storage: 0.09, psu: 0.07, cooling: 0.04, case: 0.04 },
    order: WORK_ORDER,
    minMemoryGb: 32,
    minStorageGb: 1000,
  },
};

/** The budgets the rules are tested on (every 20,000 from 40,000 to 600,000), in KES. */
export const TESTED_BUDGETS = Array.from({ length: 29 }, (_, i) => 40_000 + i * 20_000);
