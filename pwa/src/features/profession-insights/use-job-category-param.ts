import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { JOB_CATEGORIES, type JobCategory } from '@dosewise/sync-protocol'

const DEFAULT_JOB: JobCategory = 'office'

function isJobCategory(value: string | null): value is JobCategory {
  return (JOB_CATEGORIES as readonly (string | null)[]).includes(value)
}

/**
 * The profession shown, kept in `?job=` so a link (the dashboard's 'Popular with …') can open a
 * given one; an absent or unknown value shows office workers. A change replaces the history
 * entry: Back leaves the screen instead of stepping through every profession tried.
 */
export function useJobCategoryParam(): [JobCategory, (job: JobCategory) => void] {
  const [params, setParams] = useSearchParams()
  const raw = params.get('job')
  const job = isJobCategory(raw) ? raw : DEFAULT_JOB
  const setJob = useCallback(
    (next: JobCategory) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          updated.set('job', next)
          return updated
        },
        { replace: true }
      ),
    [setParams]
  )
  return [job, setJob]
}
