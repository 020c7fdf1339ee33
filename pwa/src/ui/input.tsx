import type { ComponentProps } from 'react'
import { cn } from './cn'

// Shared with Textarea and SelectTrigger so every control looks and behaves the same.
// Placeholders are examples ('e.g. 5 mg'), set in italics so they do not read as filled-in
// values; muted-foreground keeps them at 4.5:1 on the field (contrast.test.ts).
export const controlClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground',
  'placeholder:text-muted-foreground placeholder:italic disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive'
)

// text-base (16 px) keeps iOS Safari from zooming into the field on focus.
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClassName, 'h-11 py-2', className)} {...props} />
}
