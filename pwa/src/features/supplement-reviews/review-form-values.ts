import { blankToNull } from '../../lib/blank-to-null'
import type { ListedReview } from './reviews-api'

/** What the form holds, as typed: '' for "not chosen" so the schema can say 'Required'. */
export interface ReviewFormValues {
  rating: string
  effectiveness: string
  sideEffects: string
  benefits: string
  duration: string
  wouldRecommend: '' | 'yes' | 'no'
  isAnonymous: boolean
}

/** A new review is anonymous unless the person says otherwise (spec §3). */
export const EMPTY_REVIEW_VALUES: ReviewFormValues = {
  rating: '',
  effectiveness: '',
  sideEffects: '',
  benefits: '',
  duration: '',
  wouldRecommend: '',
  isAnonymous: true,
}

/** The person's earlier review, to edit (posting again replaces it). */
export function reviewValuesOf(review: ListedReview): ReviewFormValues {
  return {
    rating: String(review.rating),
    effectiveness: review.effectiveness === null ? '' : String(review.effectiveness),
    sideEffects: review.sideEffects ?? '',
    benefits: review.benefits ?? '',
    duration: review.duration === null ? '' : String(review.duration),
    wouldRecommend: review.wouldRecommend === null ? '' : review.wouldRecommend ? 'yes' : 'no',
    isAnonymous: review.isAnonymous,
  }
}

/** '' → absent (rating: the schema's 'Required') or null; anything else as a number, for the schema to judge. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

export function toReviewInput(values: ReviewFormValues): Record<string, unknown> {
  return {
    rating: values.rating === '' ? undefined : Number(values.rating),
    effectiveness: numberOrNull(values.effectiveness),
    sideEffects: blankToNull(values.sideEffects),
    benefits: blankToNull(values.benefits),
    duration: numberOrNull(values.duration),
    wouldRecommend: values.wouldRecommend === '' ? null : values.wouldRecommend === 'yes',
    isAnonymous: values.isAnonymous,
  }
}
