import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  firstErrorByField,
  parseOrErrors,
  VALIDATION_FAILED_MESSAGE,
  validationErrorBody,
  validationErrorBodySchema,
  validationErrors,
} from './errors.js'

const schema = z.object({ name: z.string().max(3), tags: z.array(z.string()), nested: z.object({ n: z.number() }) })

describe('validationErrors', () => {
  it('gives each issue a dotted field path and zod’s message', () => {
    const result = schema.safeParse({ name: 'long', tags: ['ok', 7], nested: { n: 'x' } })
    expect(result.success).toBe(false)
    expect(validationErrors(result.error!)).toEqual([
      { field: 'name', message: 'String must contain at most 3 character(s)' },
      { field: 'tags.1', message: 'Expected string, received number' },
      { field: 'nested.n', message: 'Expected number, received string' },
    ])
  })

  it("uses '' as the field of a root-level problem", () => {
    const result = schema.safeParse('not an object')
    expect(validationErrors(result.error!)).toEqual([{ field: '', message: 'Expected object, received string' }])
  })
})

describe('validationErrorBody', () => {
  it("is the API's 422 body, which the PWA can read back with its schema", () => {
    const body = validationErrorBody(schema.safeParse({}).error!)
    expect(body.message).toBe(VALIDATION_FAILED_MESSAGE)
    expect(body.message).toBe('Validation failed')
    expect(body.errors).toContainEqual({ field: 'name', message: 'Required' })
    expect(validationErrorBodySchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body)
  })
})

describe('parseOrErrors', () => {
  it('returns the parsed data (with transforms and defaults applied) on success', () => {
    const withDefault = z.object({ list: z.array(z.string()).default([]) })
    expect(parseOrErrors(withDefault, {})).toEqual({ success: true, data: { list: [] } })
  })

  it('returns field errors on failure', () => {
    expect(parseOrErrors(schema, { name: 'ab', tags: [], nested: {} })).toEqual({
      success: false,
      errors: [{ field: 'nested.n', message: 'Required' }],
    })
  })
})

describe('firstErrorByField', () => {
  it('keeps the first message per field, for showing one message under each input', () => {
    expect(
      firstErrorByField([
        { field: 'email', message: 'String must contain at most 255 character(s)' },
        { field: 'email', message: 'Invalid email' },
        { field: 'password', message: 'Required' },
      ])
    ).toEqual({ email: 'String must contain at most 255 character(s)', password: 'Required' })
  })
})
