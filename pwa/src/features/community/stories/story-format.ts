/**
 * How a story's details read (spec §2 Community, §9): the author's first name or the initial
 * 'A' when anonymous, the duration in weeks or 'Recently', and up to 3 supplements then
 * '+N more'.
 */
import type { SuccessStory } from '@dosewise/sync-protocol'
import { plural } from '../../../lib/plural'

/** Supplements shown on a story before '+N more' (spec §9). */
export const STORY_SUPPLEMENTS_SHOWN = 3

export const ANONYMOUS_INITIAL = 'A'

/** The name under a story: the first name, or null when anonymous (or the author gave none). */
export function authorName(story: Pick<SuccessStory, 'user' | 'isAnonymous'>): string | null {
  if (story.isAnonymous || !story.user) return null
  return story.user.firstName?.trim() || null
}

/** The avatar's letter: the name's first, or 'A' for an anonymous author. */
export function authorInitial(name: string | null): string {
  return name ? name.charAt(0).toUpperCase() : ANONYMOUS_INITIAL
}

export function durationText(weeks: number | null): string {
  return weeks === null ? 'Recently' : plural(weeks, 'week')
}

/** The first three names, and how many more there are ('+N more' when N > 0). */
export function shownSupplements(names: readonly string[]): { shown: string[]; more: number } {
  return { shown: names.slice(0, STORY_SUPPLEMENTS_SHOWN), more: Math.max(0, names.length - STORY_SUPPLEMENTS_SHOWN) }
}
