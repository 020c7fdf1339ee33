import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'

describe('ApiError', () => {
  it('has the spec §8 message "status: body" and exposes the server message and field errors', () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Invalid email' },
        { field: 'email', message: 'Required' },
      ],
    }
    const error = new ApiError(422, JSON.stringify(body), body)
    expect(error.message).toBe(`422: ${JSON.stringify(body)}`)
    expect(error.serverMessage).toBe('Validation failed')
    expect(error.fieldErrors).toEqual({ email: 'Invalid email' })
  })

  it('has no server message when the body is not JSON', () => {
    const error = new ApiError(502, 'Bad Gateway', null)
    expect(error.message).toBe('502: Bad Gateway')
    expect(error.serverMessage).toBeUndefined()
    expect(error.fieldErrors).toEqual({})
  })
})
