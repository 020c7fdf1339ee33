/** The forums' queries and bodies besides the records themselves (those are validators/records.ts). */
import {
  ENTITIES,
  forumRepliesQuerySchema,
  forumReportInputSchema,
  forumThreadsQuerySchema,
  type SyncEntity,
} from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

export const forumThreadsQueryValidator = validator(forumThreadsQuerySchema)
export const forumRepliesQueryValidator = validator(forumRepliesQuerySchema)
export const forumReportValidator = validator(forumReportInputSchema)

/** A patch of the person's own post or reply: any of its writable fields (the registry refuses a change of its forum or post). */
export const forumPatchSchema = (entity: Extract<SyncEntity, 'forumPost' | 'forumReply'>) => ENTITIES[entity].fields.partial()
export const forumPostPatchValidator = validator(forumPatchSchema('forumPost'))
export const forumReplyPatchValidator = validator(forumPatchSchema('forumReply'))

/** The body schemas of the forum routes, for their size limits (start/body_limits.ts). */
export const forumBodies = {
  post: ENTITIES.forumPost.fields,
  reply: ENTITIES.forumReply.fields,
  postPatch: forumPatchSchema('forumPost'),
  replyPatch: forumPatchSchema('forumReply'),
  report: forumReportInputSchema,
}
