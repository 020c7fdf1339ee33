import type { ComponentProps } from 'react'
import { Slot } from '@radix-ui/react-slot'
import { cn } from './cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...props} />
}

// Each part pads itself, and none sets a top padding after the header, so `pt-*` on a part
// (e.g. a CardContent without a header) adds to it instead of fighting a built-in class.
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-4 sm:p-6', className)} {...props} />
}

/** An <h3> by default; the heading level depends on the page, so pass `asChild` with your own heading. */
export function CardTitle({ className, asChild, ...props }: ComponentProps<'h3'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'h3'
  return <Comp className={cn('text-lg leading-tight font-semibold', className)} {...props} />
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 sm:px-6 sm:pb-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap items-center gap-2 px-4 pb-4 sm:px-6 sm:pb-6', className)} {...props} />
}
