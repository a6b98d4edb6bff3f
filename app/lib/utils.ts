import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/**
 * Joins class names and lets a later Tailwind class win over an earlier one (shadcn convention).
 * `mergeClasses` stands in for tailwind-merge, which cost every page 8 KiB gzip and ~90 ms at 4× CPU on the
 * first call (decision 074); a test holds it to tailwind-merge's answers for the app's class names.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
