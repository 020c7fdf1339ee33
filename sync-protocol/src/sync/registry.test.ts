import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ENTITIES, readOnlyFields, stampsOf } from './registry.js'
import { fieldKind, fieldKinds } from './field-kinds.js'
import { SYNC_ENTITIES } from './envelope.js'

describe('the registry of synced records', () => {
  it.each(SYNC_ENTITIES)('%s: writable fields are part of the read shape, and its special rules name real fields', (entity) => {
    const definition = ENTITIES[entity]
    const read = Object.keys(definition.read.shape)
    expect(read).toEqual(expect.arrayContaining(['id', 'userId', ...Object.keys(definition.fields.shape)]))
    expect(read).toContain(definition.device.sortBy)
    for (const field of Object.keys(definition.stamps ?? {})) expect(read).toContain(field)
    if (definition.references) expect(Object.keys(definition.fields.shape)).toContain(definition.references.field)
    for (const field of definition.immutable ?? []) expect(Object.keys(definition.fields.shape)).toContain(field)
    // The server counts recent creates by their createdAt column.
    if (definition.createLimit) expect(readOnlyFields(entity)).toContain('createdAt')
    if (definition.notBeforeMade) {
      expect(Object.keys(definition.fields.shape)).toContain(definition.notBeforeMade.field)
      expect(fieldKinds(entity)[definition.notBeforeMade.field]).toBe('timestamp')
    }
    if (definition.conflictCopy) {
      expect(definition.rule).toBe('journal')
      for (const field of [...definition.conflictCopy.keep, definition.conflictCopy.pointer])
        expect(readOnlyFields(entity)).toContain(field)
    }
    // Every field has a kind the API can store (throws otherwise).
    expect(Object.keys(fieldKinds(entity)).length).toBe(read.length - 2)
  })

  it('stamps createdAt and updatedAt wherever the read shape has them', () => {
    expect(stampsOf('stackItem')).toEqual({ createdAt: 'created', updatedAt: 'updated' })
    expect(stampsOf('journalEntry')).toEqual({ date: 'madeAt' })
  })

  it('fixes the ids of one-per-account and one-per-supplement records', () => {
    expect(ENTITIES.reminderSettings.fixedId!.of(7, {})).toBe('00000000-0000-7000-8000-000000000007')
    expect(ENTITIES.stackItem.fixedId!.of(7, { supplementId: 12 })).toBe('00000007-0000-7000-8001-00000000000c')
    expect(ENTITIES.stackItem.fixedId!.of(7, { supplementId: 'x' })).toBeNull()
  })
})

describe('field kinds', () => {
  it('follow the read type under optional, nullable, defaults and refinements', () => {
    expect(fieldKind(z.boolean().nullable())).toBe('boolean')
    expect(fieldKind(z.array(z.string()).default([]))).toBe('list')
    expect(
      fieldKind(
        z
          .string()
          .datetime()
          .refine(() => true)
          .optional()
      )
    ).toBe('timestamp')
    expect(fieldKind(z.string().max(3))).toBe('text')
    expect(fieldKind(z.enum(['a']))).toBe('text')
    expect(fieldKind(z.number().int())).toBe('integer')
    expect(fieldKind(z.object({}).nullable())).toBe('json')
  })

  it('refuse a type no column holds, naming the field', () => {
    expect(() => fieldKind(z.date(), 'journalEntry.when')).toThrow('journalEntry.when: no field kind for ZodDate')
  })
})
