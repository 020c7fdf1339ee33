import type { ComponentProps } from 'react'
import { cn } from './cn'

/**
 * A native checkbox in the brand colour. Put it inside a <label> with `min-h-11` so the whole
 * row is the 44 px target.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn('size-5 shrink-0 cursor-pointer accent-primary', className)} {...props} />
}
