import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogTrigger } from './dialog'

afterEach(cleanup)

describe('DialogContent', () => {
  it('is named by its title, described by its description and closed by the Close button', () => {
    render(
      <Dialog>
        <DialogTrigger>Add provider</DialogTrigger>
        <DialogContent title="Add healthcare provider" description="Who looks after you?">
          <p>form</p>
        </DialogContent>
      </Dialog>
    )

    fireEvent.click(screen.getByRole('button', { name: 'Add provider' }))
    const dialog = screen.getByRole('dialog', { name: 'Add healthcare provider' })
    const descriptionId = dialog.getAttribute('aria-describedby')
    expect(descriptionId && document.getElementById(descriptionId)?.textContent).toBe('Who looks after you?')

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
