import { expertQaInterestSchema, type ExpertQaInterest } from '@dosewise/sync-protocol'
import { api } from '../../../lib/api-client'

const INTEREST = '/api/expert-qa/interest'

export function fetchExpertQaInterest(signal?: AbortSignal): Promise<ExpertQaInterest> {
  return api.get(INTEREST, { schema: expertQaInterestSchema, signal })
}

/** Puts the person on the waiting list (asking again changes nothing). */
export function registerExpertQaInterest(): Promise<ExpertQaInterest> {
  return api.post(INTEREST, undefined, { schema: expertQaInterestSchema })
}

export const EXPERT_QA_OFFLINE = 'Getting notified needs a connection'
