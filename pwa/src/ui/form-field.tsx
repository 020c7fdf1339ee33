import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import { cn } from './cn'
import { Label } from './label'

/** What FormField gives its control so the label, hint and error are tied to it. */
export interface FormControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

export interface FormFieldProps {
  id: string
  label: ReactNode
  /** The validation message (spec §5); when set, the label is marked and the control invalid. */
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
  /**
   * One control element (Input, Textarea…), which receives FormControlProps; or, when the
   * element to label is nested (a Select's trigger), a function that places them.
   */
  children: ReactElement<Partial<FormControlProps>> | ((control: FormControlProps) => ReactNode)
}

export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  const control: FormControlProps = {
    id,
    ...(error ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true } : {}),
  }

  let field: ReactNode
  if (typeof children === 'function') {
    field = children(control)
  } else {
    // Keep any description the control already had, after ours.
    const own = children.props['aria-describedby']
    const merged = [control['aria-describedby'], own].filter(Boolean).join(' ')
    field = cloneElement(children, { ...control, 'aria-describedby': merged || undefined })
  }

  return (
    <div className={cn('grid gap-2', className)}>
      {/* Marked by colour and by an icon, so the error does not rely on colour alone. */}
      <Label htmlFor={id} data-error={error ? '' : undefined} className={cn(error && 'text-destructive')}>
        {error && <CircleAlert aria-hidden="true" className="size-4" />}
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {field}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
