import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FormField } from './form-field'
import { Input } from './input'

afterEach(cleanup)

describe('FormField', () => {
  it('shows the error under the field, marks the label and ties the message to the control', () => {
    const { container } = render(
      <FormField id="providerName" label="Provider name" error="Provider name is required" required>
        <Input />
      </FormField>
    )

    const input = screen.getByLabelText(/Provider name/)
    expect(input.id).toBe('providerName')
    expect(input.getAttribute('aria-invalid')).toBe('true')

    const message = screen.getByText('Provider name is required')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
    // "Under the field": the message comes after the control in document order.
    expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    const label = container.querySelector('label[for="providerName"]')
    expect(label?.hasAttribute('data-error')).toBe(true)
    expect(label?.className).toContain('text-destructive')
    expect(label?.querySelector('svg')).not.toBeNull()
  })

  it('without an error the control is valid and the label unmarked', () => {
    const { container } = render(
      <FormField id="email" label="Email" hint="We never share it.">
        <Input type="email" aria-describedby="other" />
      </FormField>
    )

    const input = screen.getByLabelText('Email')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.getAttribute('aria-describedby')).toBe('email-hint other')
    expect(container.querySelector('label')?.hasAttribute('data-error')).toBe(false)
    expect(screen.queryByText(/required/i)).toBeNull()
  })

  it('passes the control props to a render function for nested controls', () => {
    render(
      <FormField id="status" label="Status" error="Invalid enum value">
        {(control) => (
          <div>
            <button type="button" {...control}>
              Pick
            </button>
          </div>
        )}
      </FormField>
    )

    const trigger = screen.getByRole('button', { name: 'Status' })
    expect(trigger.getAttribute('aria-invalid')).toBe('true')
    expect(trigger.getAttribute('aria-describedby')).toBe('status-error')
  })
})
