import type { ComponentProps } from 'react'
import { Info } from 'lucide-react'
import { cn } from './cn'

export const MEDICAL_DISCLAIMER =
  'This information is for general educational purposes only and is not a substitute for professional medical advice. Always consult a qualified healthcare provider before starting any supplement.'

export interface MedicalDisclaimerProps extends ComponentProps<'div'> {
  /** 'inline': a quiet line under content; 'banner': a boxed note at the top or bottom of a page. */
  variant?: 'inline' | 'banner'
}

export function MedicalDisclaimer({ variant = 'inline', className, ...props }: MedicalDisclaimerProps) {
  return (
    <div
      role="note"
      aria-label="Medical disclaimer"
      className={cn(
        'flex items-start gap-2 text-sm text-muted-foreground',
        variant === 'banner' && 'rounded-lg border bg-muted p-4',
        className
      )}
      {...props}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{MEDICAL_DISCLAIMER}</p>
    </div>
  )
}
