import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseOrErrors } from '../errors.js'
import {
  orderStatusPatchSchema,
  subscriptionInputSchema,
  subscriptionPatchSchema,
  supplementOrderInputSchema,
  supplementOrderSchema,
} from './shop.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

describe('supplementOrderInputSchema', () => {
  it('accepts what the shop sends', () => {
    const order = { supplementId: 3, quantity: 1, orderUrl: 'https://partner.example/vit-d?ref=dosewise' }
    expect(supplementOrderInputSchema.parse(order)).toEqual(order)
  })

  it('needs a quantity of at least 1 and a supplement id', () => {
    expect(errorsOf(supplementOrderInputSchema, { quantity: 0 })).toEqual([
      { field: 'supplementId', message: 'Required' },
      { field: 'quantity', message: 'Number must be greater than or equal to 1' },
    ])
  })

  it('never takes a price or status from the client', () => {
    const parsed = supplementOrderInputSchema.parse({ supplementId: 3, quantity: 1, price: 1, status: 'shipped' })
    expect(parsed).toEqual({ supplementId: 3, quantity: 1 })
  })

  it('refuses order URLs that are too long or not http(s)', () => {
    const long = `https://partner.example/${'a'.repeat(477)}` // 501 characters
    expect(errorsOf(supplementOrderInputSchema, { supplementId: 3, quantity: 1, orderUrl: long })).toEqual([
      { field: 'orderUrl', message: 'String must contain at most 500 character(s)' },
    ])
    expect(errorsOf(supplementOrderInputSchema, { supplementId: 3, quantity: 1, orderUrl: 'javascript:alert(1)' })).toEqual([
      { field: 'orderUrl', message: 'Invalid url' },
    ])
  })

  it('read status is free text, so a partner status the app does not know yet still loads', () => {
    const read = {
      id: 12,
      userId: 1,
      supplementId: 3,
      quantity: 1,
      price: 1299,
      status: 'shipped',
      orderUrl: null,
      affiliateProgramId: null,
      orderedAt: '2025-01-01T00:00:00.000Z',
    }
    expect(supplementOrderSchema.parse(read)).toEqual(read)
  })
})

describe('subscriptionInputSchema', () => {
  it("defaults the frequency to 'monthly'", () => {
    expect(subscriptionInputSchema.parse({ supplementId: 3, quantity: 1 })).toEqual({
      supplementId: 3,
      quantity: 1,
      frequency: 'monthly',
    })
  })

  it('takes only the frequencies the shop offers', () => {
    expect(subscriptionInputSchema.parse({ supplementId: 3, quantity: 2, frequency: 'every-3-months' })).toMatchObject({
      frequency: 'every-3-months',
    })
    expect(errorsOf(subscriptionInputSchema, { supplementId: 3, quantity: 1, frequency: 'weekly' })).toEqual([
      {
        field: 'frequency',
        message: "Invalid enum value. Expected 'monthly' | 'every-2-months' | 'every-3-months', received 'weekly'",
      },
    ])
  })
})

describe('subscriptionPatchSchema (what the owner changes, through sync)', () => {
  it('takes a pause, a quantity up to the limit, a frequency and a next delivery', () => {
    const patch = { isActive: false, quantity: 100, frequency: 'every-2-months', nextDelivery: '2026-12-01T00:00:00.000Z' }
    expect(subscriptionPatchSchema.parse(patch)).toEqual(patch)
    expect(subscriptionPatchSchema.partial().parse({ isActive: true })).toEqual({ isActive: true })
  })

  it('refuses quantities outside 1–100 and unknown frequencies', () => {
    expect(errorsOf(subscriptionPatchSchema.partial(), { quantity: 0, frequency: 'daily' }).map((e) => e.field)).toEqual([
      'quantity',
      'frequency',
    ])
    expect(errorsOf(subscriptionPatchSchema.partial(), { quantity: 101 })).toEqual([
      { field: 'quantity', message: 'Number must be less than or equal to 100' },
    ])
  })
})

describe('orderStatusPatchSchema', () => {
  it('knows the five statuses of an order', () => {
    for (const status of ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled']) {
      expect(orderStatusPatchSchema.parse({ status })).toEqual({ status })
    }
    expect(errorsOf(orderStatusPatchSchema, { status: 'lost' })[0]!.field).toBe('status')
  })
})
