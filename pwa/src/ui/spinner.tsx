import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from './cn'

export interface SpinnerProps extends ComponentProps<'span'> {
  /**
   * What is loading, announced to screen readers. Pass '' when visible text next to the spinner
   * already says it: the spinner then is decorative and does not add a second live region.
   */
  label?: string
  size?: 'sm' | 'md' | 'lg'
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' }

export function Spinner({ label = 'Loading...', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
      className={cn('inline-flex items-center text-primary', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', sizes[size])} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}
