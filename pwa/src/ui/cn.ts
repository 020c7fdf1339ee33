import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, dropping falsy ones. There is no tailwind-merge on purpose (bundle size):
 * a `className` that conflicts with a component's own class (`h-9` vs `h-11`) does not reliably
 * win, so change a component through its props, or use Tailwind's `!` suffix (`h-9!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
