import type { ComponentProps } from 'react'
import { cn } from './cn'

/** Text for screen readers only (e.g. the name of an icon-only control). */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('sr-only', className)} {...props} />
}
