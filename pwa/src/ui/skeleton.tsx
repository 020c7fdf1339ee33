import type { ComponentProps } from 'react'
import { cn } from './cn'

/**
 * A placeholder shape. Hidden from screen readers: announce loading once on the container
 * (`aria-busy` plus a Spinner or visually hidden text), not once per grey box.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
}
