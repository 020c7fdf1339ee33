import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { assessmentInputSchema, firstErrorByField, parseOrErrors } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createAssessment } from '../../db/records/assessments'
import { readAssessmentWithPlan } from '../../db/hooks'
import { computePlan, warmPlanEngine } from '../../lib/plan-engine'
import { preparedSupplements } from '../../lib/prepared-reference'
import { prepareDateFormats } from '../../lib/dates'
import { whenIdle } from '../../lib/when-idle'
import { preloadRoute } from '../../lib/route-preload'
import { handOverSavedPlan } from '../../lib/saved-plan-handover'
import { useFormErrors } from '../../lib/use-form-errors'
import { toast } from '../../ui/toast/use-toast'
import { firstStepWithError, STEPS, type AssessmentDraft } from './assessment-steps'
import { toAssessmentInput, type AssessmentField, type AssessmentValues } from './assessment-values'
import { useDraftAutosave } from './use-draft-autosave'

/**
 * The wizard's state (spec §4): steps 1 to 4 with free movement — no step checks its answers
 * (spec: no per-step validation). Only the submit on step 4 validates, with the schema the API
 * uses; what is missing is marked under its field, and the wizard goes back to the first step
 * with something to answer and focuses that field. Saving needs no network: the plan is
 * computed on this device and the assessment syncs by itself.
 */
export function useAssessmentWizard(initial: AssessmentDraft) {
  const db = useLocalDb()
  const navigate = useNavigate()
  const [step, setStep] = useState(initial.step)
  const [values, setValues] = useState<AssessmentValues>(initial.answers)
  const [saving, setSaving] = useState(false)
  const { errors, setErrors, reportFailure } = useFormErrors()
  const draft = useMemo(() => ({ step, answers: values }), [step, values])
  const autosave = useDraftAutosave(draft)

  /** The step's card: focus goes to its heading after a move, or to its first invalid field. */
  const stepRef = useRef<HTMLDivElement>(null)
  const focusNext = useRef<'heading' | 'first-error' | null>(null)

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const selector = target === 'heading' ? '[data-step-heading]' : '[aria-invalid="true"]'
    stepRef.current?.querySelector<HTMLElement>(selector)?.focus()
  }, [step, errors])

  // The plan screen shows the assessment's time right after the submit: its formatter (the
  // browser's locale data, a long task on a phone) is made once the wizard is open and the
  // browser idle, well before the click (ADR 0056).
  useEffect(() => whenIdle(prepareDateFormats), [])

  // On the last step the submit is near: load the recommendations screen's code and prepare the
  // engine's reference data now, while the person reads, so the click waits only for the plan
  // itself and the save (ADR 0046). Both are kept for the rest of the visit.
  const last = step === STEPS.length
  useEffect(() => {
    if (!last) return
    preloadRoute('/recommendations/next')
    warmPlanEngine(db)
  }, [last, db])

  function setValue<K extends AssessmentField>(key: K, value: AssessmentValues[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    // An answered question is no longer marked.
    setErrors((current) => {
      const stale = Object.keys(current).filter((field) => field === key || field.startsWith(`${key}.`))
      if (stale.length === 0) return current
      return Object.fromEntries(Object.entries(current).filter(([field]) => !stale.includes(field)))
    })
  }

  function goTo(next: number) {
    setStep(Math.min(Math.max(next, 1), STEPS.length))
    focusNext.current = 'heading'
  }

  async function submit() {
    if (saving || step !== STEPS.length) return
    const result = parseOrErrors(assessmentInputSchema, toAssessmentInput(values))
    if (!result.success) {
      const byField = firstErrorByField(result.errors)
      setErrors(byField)
      setStep(firstStepWithError(byField) ?? step)
      focusNext.current = 'first-error'
      return
    }
    setErrors({})
    setSaving(true)
    autosave.pause()
    try {
      const answers = result.data
      // null when the reference data was never downloaded: the assessment is saved all the
      // same, and its plan comes from the server once it has synced.
      const planResult = await computePlan(db, answers)
      const id = await createAssessment(db, answers, planResult)
      // The plan screen draws its first frame from what was just stored (ADR 0051), read back
      // here while the screen's code is already loaded, instead of a skeleton first.
      const supplements = planResult && preparedSupplements(planResult.referenceVersion)
      // Only a head start: if it cannot be read, the screen reads it itself.
      const saved = supplements ? await readAssessmentWithPlan(db, id).catch(() => null) : null
      if (supplements && saved?.plan) {
        handOverSavedPlan({ result: saved, benefits: new Map(supplements.map((s) => [s.id, s.benefits])) })
      }
      toast({ title: 'Assessment Complete!', description: 'Your personalized recommendations are ready.', variant: 'success' })
      navigate(`/recommendations/${id}`)
    } catch (error) {
      autosave.resume()
      setSaving(false)
      reportFailure(error, 'Error', 'Failed to process assessment. Please try again.')
    }
  }

  return {
    step,
    values,
    errors,
    saving,
    stepRef,
    setValue,
    next: () => goTo(step + 1),
    previous: () => goTo(step - 1),
    submit,
  }
}
