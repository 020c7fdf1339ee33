import type { SuccessStory, SuccessStoryInput } from '@dosewise/sync-protocol'

/** What the form holds, as typed: the duration as text so '' can mean "no duration". */
export interface StoryFormValues {
  title: string
  story: string
  duration: string
  supplementIds: number[]
  isPublic: boolean
  isAnonymous: boolean
}

/** A new story is private and anonymous until the person says otherwise (spec §3, §9). */
export const EMPTY_STORY_VALUES: StoryFormValues = {
  title: '',
  story: '',
  duration: '',
  supplementIds: [],
  isPublic: false,
  isAnonymous: true,
}

export function storyValuesOf(story: SuccessStory): StoryFormValues {
  return {
    title: story.title,
    story: story.story,
    duration: story.duration === null ? '' : String(story.duration),
    supplementIds: story.supplementIds,
    isPublic: story.isPublic,
    isAnonymous: story.isAnonymous,
  }
}

/** '' → null; anything else as a number, for the schema to judge (2.5 and 0 are refused there). */
export function toStoryInput(values: StoryFormValues): SuccessStoryInput {
  const duration = values.duration.trim()
  return {
    title: values.title,
    story: values.story,
    duration: duration === '' ? null : Number(duration),
    supplementIds: values.supplementIds,
    isPublic: values.isPublic,
    isAnonymous: values.isAnonymous,
  }
}
