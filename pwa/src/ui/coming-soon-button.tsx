import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import { cn } from './cn'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'

/**
 * A button the spec shows whose behaviour is not defined yet: it stays focusable (so keyboard
 * and screen-reader users find it and learn why it does nothing), looks unavailable, and says
 * 'Coming soon' on hover and focus. Needs the TooltipProvider of the signed-in layout.
 */
export function ComingSoonButton({ children, className, ...props }: Omit<ButtonProps, 'onClick' | 'asChild'> & { children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          aria-disabled="true"
          // aria-disabled turns pointer events off; keep them so hovering shows why.
          className={cn('pointer-events-auto! cursor-not-allowed', className)}
          onClick={(event) => event.preventDefault()}
          {...props}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Coming soon</TooltipContent>
    </Tooltip>
  )
}
