import type { ComponentProps } from 'react'
import { Slot } from '@radix-ui/react-slot'
import { cn } from './cn'

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
}

// md, lg and icon are at least 44×44 px (WCAG 2.5.5 touch target); sm is for dense desktop UI.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4',
  lg: 'h-12 px-6 text-lg',
  icon: 'size-11',
}

export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'md'): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    // Icons default to 16 px with zero specificity, so `h-5 w-5` or `size-5` on the icon wins.
    '[&_svg]:pointer-events-none [&_svg]:shrink-0 [:where(&)_svg]:size-4',
    variants[variant],
    sizes[size]
  )
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Render the single child (e.g. a router `<Link>`) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonClassName(variant, size), className)} {...props} />
  // type="button" by default so a button inside a form does not submit it by accident.
  return <button type={type ?? 'button'} className={cn(buttonClassName(variant, size), className)} {...props} />
}
