import type { ComponentProps } from 'react'
import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { cn } from './cn'

/** Spec §9: a tooltip opens after 700 ms; moving to the next trigger within 300 ms opens it at once. */
export const TOOLTIP_DELAY_DURATION = 700
export const TOOLTIP_SKIP_DELAY_DURATION = 300

/** Mount once near the root of the app. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_DURATION,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_DURATION,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
}

export const Tooltip = TooltipPrimitive.Root
export const TooltipTrigger = TooltipPrimitive.Trigger

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs animate-fade-in rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  )
}
