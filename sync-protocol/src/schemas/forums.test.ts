/**
 * Forum posts and replies (ADR 0031): their input limits and messages, the rules the registry
 * gives them (a forum and a thread fixed at creation), and the REST views never carrying an
 * author's id.
 */
import { describe, expect, it } from 'vitest'
import { forumPostInputSchema, forumReplyInputSchema } from './community.js'
import { ANONYMOUS_AUTHOR, forumPostViewSchema, forumReportInputSchema } from './forum-views.js'
import { FORUM_POST_CONTENT_MAX, FORUM_REPLY_CONTENT_MAX, FORUM_REPORT_DETAILS_MAX, POST_TITLE_MAX } from '../limits.js'
import { decideMutation, IMMUTABLE_FIELD_MESSAGE, type StoredRecord } from '../sync/merge.js'
import { ENTITIES } from '../sync/registry.js'
import { SYNC_REASON_MESSAGES } from '../sync/envelope.js'

const postId = '01890a5d-ac96-774b-bcce-b302099a8057'
const messages = (result: { error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])

describe('forum post and reply input', () => {
  it('a post needs a forum, a title and a message; it is not anonymous unless asked', () => {
    expect(messages(forumPostInputSchema.safeParse({ forumId: 1, title: '   ', content: '' }))).toEqual([
      ['title', 'Title is required'],
      ['content', 'Message is required'],
    ])
    expect(forumPostInputSchema.parse({ forumId: 1, title: ' Night shifts ', content: 'Tips?' })).toEqual({
      forumId: 1,
      title: 'Night shifts',
      content: 'Tips?',
      isAnonymous: false,
    })
  })

  it.each([
    ['a title', forumPostInputSchema, { forumId: 1, content: 'c' }, 'title', POST_TITLE_MAX],
    ['a post', forumPostInputSchema, { forumId: 1, title: 't' }, 'content', FORUM_POST_CONTENT_MAX],
    ['a reply', forumReplyInputSchema, { postId }, 'content', FORUM_REPLY_CONTENT_MAX],
    ['report details', forumReportInputSchema, { reason: 'spam' }, 'details', FORUM_REPORT_DETAILS_MAX],
  ] as const)('%s takes up to its limit and no more', (_name, schema, base, field, max) => {
    expect(schema.safeParse({ ...base, [field]: 'a'.repeat(max) }).success).toBe(true)
    expect(messages(schema.safeParse({ ...base, [field]: 'a'.repeat(max + 1) }))).toEqual([
      [field, `String must contain at most ${max} character(s)`],
    ])
  })

  it('a reply names its post by UUID', () => {
    expect(messages(forumReplyInputSchema.safeParse({ postId: 12, content: '' }))).toEqual([
      ['postId', 'Expected string, received number'],
      ['content', 'Reply is required'],
    ])
  })

  it('a report needs one of the reasons', () => {
    expect(messages(forumReportInputSchema.safeParse({}))).toEqual([['reason', 'Choose a reason']])
    expect(messages(forumReportInputSchema.safeParse({ reason: 'boring' }))).toEqual([['reason', 'Choose a reason']])
  })
})

describe('the registry rules of forum records', () => {
  const stored: StoredRecord = {
    fields: { forumId: 1, title: 'Night shifts', content: 'Tips?', isAnonymous: false },
    version: 3,
    deleted: false,
    meta: {},
  }
  const patch = (fields: Record<string, unknown>) =>
    decideMutation(stored, { entity: 'forumPost', op: 'patch', patch: fields, baseVersion: 3, clientId: 'c', stamp: 's' })

  it('a post keeps its forum: a patch may change the title and text, not move it', () => {
    expect(patch({ title: 'Night shift tips' })).toMatchObject({ status: 'applied', changed: ['title'] })
    expect(patch({ forumId: 1, isAnonymous: true })).toMatchObject({ status: 'applied', changed: ['isAnonymous'] })
    expect(patch({ forumId: 2 })).toEqual({
      status: 'rejected',
      reason: 'validation',
      errors: [{ field: 'forumId', message: IMMUTABLE_FIELD_MESSAGE }],
    })
  })

  it('posts and replies share one posting allowance, refused in words a person can act on', () => {
    const post = ENTITIES.forumPost.createLimit!
    expect(ENTITIES.forumReply.createLimit).toEqual(post)
    expect(post).toMatchObject({ group: 'forum', max: 10, windowMinutes: 10 })
    expect(post.message).toBe('You can post 10 posts and replies every 10 minutes. Wait a few minutes, then send it again.')
    expect(SYNC_REASON_MESSAGES.rate_limited).toMatch(/Wait a few minutes/)
  })

  it('a reply needs a post people can read, anyone’s', () => {
    expect(ENTITIES.forumReply.references).toMatchObject({ table: 'forum_posts', absentIf: ['deleted_at', 'hidden_at', 'removed_at'] })
    expect(ENTITIES.forumReply.references?.owned).toBeUndefined()
  })
})

describe('what readers are sent', () => {
  it('a post view has no author id, only a name', () => {
    const view = forumPostViewSchema.parse({
      id: postId,
      forumId: 1,
      title: 'Night shifts',
      content: 'Tips?',
      repliesCount: 2,
      isAnonymous: true,
      author: ANONYMOUS_AUTHOR,
      mine: false,
      likedByMe: false,
      reportedByMe: false,
      likesCount: 4,
      hidden: false,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
      userId: 7, // must not survive parsing
    })
    expect(view.author).toBe('Anonymous')
    expect(view).not.toHaveProperty('userId')
  })
})
