/**
 * The success-stories endpoints (online only, ADR 0032): stories are other people's content,
 * not the person's synced records, so these go straight through the api client and every
 * answer is checked against the contract's schemas before the screen trusts it.
 */
import { successStoryListSchema, successStorySchema, type SuccessStory, type SuccessStoryInput } from '@dosewise/sync-protocol'
import { api, apiRequest } from '../../../lib/api-client'

const STORIES = '/api/success-stories'

export function fetchStories(signal?: AbortSignal): Promise<SuccessStory[]> {
  return api.get(STORIES, { schema: successStoryListSchema, signal })
}

export function shareStory(input: SuccessStoryInput): Promise<SuccessStory> {
  return api.post(STORIES, input, { schema: successStorySchema })
}

export function updateStory(id: number, input: SuccessStoryInput): Promise<SuccessStory> {
  return api.patch(`${STORIES}/${id}`, input, { schema: successStorySchema })
}

export async function deleteStory(id: number): Promise<void> {
  await apiRequest('DELETE', `${STORIES}/${id}`)
}

/** Likes the story (`like`) or takes the like back; answers the story as it now is. */
export function setStoryLiked(id: number, like: boolean): Promise<SuccessStory> {
  return apiRequest(like ? 'POST' : 'DELETE', `${STORIES}/${id}/like`, { schema: successStorySchema })
}

/** What an online-only action says without a network (docs/architecture.md: "needs a connection"). */
export const STORY_OFFLINE = {
  share: 'Sharing a story needs a connection',
  edit: 'Editing a story needs a connection',
  remove: 'Deleting a story needs a connection',
  like: 'Liking a story needs a connection',
} as const
