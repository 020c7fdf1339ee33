import type { PersonSafety, ReferenceInteraction } from '@dosewise/sync-protocol'
import { usePersonSafety } from '../../lib/use-person-safety'

export type MyInteractions = PersonSafety<ReferenceInteraction>

/**
 * Everything the person takes — active prescriptions, the medicines and supplements typed in
 * their latest assessment, their stack and their journal's last 30 days — checked against
 * every known interaction (the shared safety view); undefined while loading.
 */
export function useMyInteractions(): MyInteractions | undefined {
  const view = usePersonSafety()
  return view ? view.safety : undefined
}
