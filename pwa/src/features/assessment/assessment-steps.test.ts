import { describe, expect, it } from 'vitest'
import { ASSESSMENT_STEPS, assessmentInputSchema } from '@dosewise/sync-protocol'
import { firstStepWithError, restoreDraft, STEPS, stepOf } from './assessment-steps'
import { EMPTY_ASSESSMENT_VALUES, toAssessmentInput } from './assessment-values'

describe('assessment steps', () => {
  it('has the spec’s four steps and asks every question of the form exactly once', () => {
    expect(STEPS).toHaveLength(ASSESSMENT_STEPS)
    const asked = STEPS.flatMap((step) => step.fields)
    expect([...asked].sort()).toEqual(Object.keys(EMPTY_ASSESSMENT_VALUES).sort())
    expect(
      Object.keys(assessmentInputSchema.shape)
        .filter((key) => key !== 'id')
        .sort()
    ).toEqual([...asked].sort())
  })

  it('finds the first step with an error, also for an item of a list', () => {
    expect(stepOf('hobbies.1')).toBe(3)
    expect(firstStepWithError({ budgetRange: 'Required', 'hobbies.0': 'Invalid enum value' })).toBe(3)
    expect(firstStepWithError({ budgetRange: 'Required', ageRange: 'Required' })).toBe(2)
    expect(firstStepWithError({ somethingElse: 'x' })).toBeNull()
  })

  it('restores what still fits from a kept draft and opens step 1 when the step is unusable', () => {
    expect(restoreDraft(null)).toEqual({ step: 1, answers: EMPTY_ASSESSMENT_VALUES })
    expect(restoreDraft({ step: 9, answers: 'nonsense' })).toEqual({ step: 1, answers: EMPTY_ASSESSMENT_VALUES })
    expect(
      restoreDraft({ step: 3, answers: { jobCategory: 'office', hobbies: ['Reading', 7], healthGoals: 'energy', retired: 'x' } })
    ).toEqual({ step: 3, answers: { ...EMPTY_ASSESSMENT_VALUES, jobCategory: 'office', hobbies: ['Reading'] } })
  })

  it('sends unanswered choices as missing and blank text as null, so the schema says what is required', () => {
    const input = toAssessmentInput({ ...EMPTY_ASSESSMENT_VALUES, allergies: '  ', currentMedications: ' Warfarin ' })
    expect(input).toMatchObject({ jobCategory: undefined, allergies: null, currentMedications: 'Warfarin', hobbies: [] })
    const result = assessmentInputSchema.safeParse(input)
    expect(result.success).toBe(false)
  })
})
