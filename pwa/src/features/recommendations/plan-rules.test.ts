import { describe, expect, it } from 'vitest'
import type { Plan } from '@dosewise/sync-protocol'
import { isSavedAsStack, listWords, reminderTimesOf, wholeDollars } from './plan-rules'

const item = (supplementId: number, slot: Plan['items'][number]['slot']) => ({
  supplementId,
  name: `S${supplementId}`,
  priority: 'high' as const,
  score: 10,
  dosage: '1 capsule',
  timing: '',
  timingAdvice: '',
  slot,
  reasoning: '',
  warnings: [],
  priceCents: 1000,
})
const entry = (kind: 'plan' | 'current' | 'medication') => ({ kind, name: kind, supplementId: null, note: null })

describe('plan rules', () => {
  it('rounds money to whole dollars', () => {
    expect([wholeDollars(1849), wholeDollars(1850), wholeDollars(0)]).toEqual(['$18', '$19', '$0'])
  })

  it('reminds only at moments that hold something of the plan, earliest first', () => {
    const plan = {
      items: [item(1, 'bedtime'), item(2, 'breakfast')],
      timetable: [
        // A night worker's day wraps past midnight: the clock order is what reminders need.
        { slot: 'waking', time: '16:00', label: '', entries: [entry('medication')] },
        { slot: 'breakfast', time: '16:30', label: '', entries: [entry('plan'), entry('current')] },
        { slot: 'evening', time: '03:00', label: '', entries: [entry('current')] },
        { slot: 'bedtime', time: '07:30', label: '', entries: [entry('plan')] },
      ],
    } as unknown as Plan
    expect(reminderTimesOf(plan)).toEqual(['07:30', '16:30'])
  })

  it('counts a plan as the stack only when all its items were saved from this assessment', () => {
    const plan = { items: [item(1, 'breakfast'), item(2, 'midday')] } as unknown as Plan
    expect(
      isSavedAsStack(
        plan,
        [
          { supplementId: 1, assessmentId: 'a' },
          { supplementId: 2, assessmentId: 'a' },
        ],
        'a'
      )
    ).toBe(true)
    expect(isSavedAsStack(plan, [{ supplementId: 1, assessmentId: 'a' }], 'a')).toBe(false)
    expect(
      isSavedAsStack(
        plan,
        [
          { supplementId: 1, assessmentId: 'b' },
          { supplementId: 2, assessmentId: 'b' },
        ],
        'a'
      )
    ).toBe(false)
    expect(isSavedAsStack({ items: [] } as unknown as Plan, [], 'a')).toBe(false)
  })

  it('joins words as a sentence does', () => {
    expect([listWords([]), listWords(['07:30']), listWords(['07:30', '12:00']), listWords(['07:30', '12:00', '22:30'])]).toEqual([
      '',
      '07:30',
      '07:30 and 12:00',
      '07:30, 12:00 and 22:30',
    ])
  })
})
