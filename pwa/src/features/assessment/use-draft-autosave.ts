import { useCallback, useEffect, useRef } from 'react'
import { useLocalDb } from '../../db/local-db-context'
import { ASSESSMENT_DRAFT, saveDraft } from '../../db/records/assessments'
import type { AssessmentDraft } from './assessment-steps'

/** Long enough not to write on every key press, short enough that a reload loses nothing typed. */
export const DRAFT_DELAY_MS = 300

/**
 * Keeps the wizard's answers and step on this device (never synced) ~300 ms after each change,
 * and at once when the screen closes or the page is hidden. Paused while the assessment is being
 * saved — `createAssessment` deletes the draft, and a late write must not bring it back.
 */
export function useDraftAutosave(draft: AssessmentDraft) {
  const db = useLocalDb()
  const latest = useRef(draft)
  const pending = useRef<AssessmentDraft | null>(null)
  const paused = useRef(false)
  const opened = useRef(true)

  const flush = useCallback(() => {
    const value = pending.current
    pending.current = null
    // The draft only spares retyping: if it cannot be written the answers are still on screen,
    // and a full device is reported when the assessment itself is saved.
    if (value && !paused.current) saveDraft(db, ASSESSMENT_DRAFT, value).catch(() => {})
  }, [db])

  useEffect(() => {
    latest.current = draft
    // What the wizard opened with is already stored (or is nothing at all).
    if (opened.current) {
      opened.current = false
      return
    }
    pending.current = draft
    const timer = setTimeout(flush, DRAFT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft, flush])

  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  return {
    pause() {
      paused.current = true
      pending.current = null
    },
    /** After a failed save: keep the answers as they are now. */
    resume() {
      paused.current = false
      pending.current = latest.current
      flush()
    },
  }
}
