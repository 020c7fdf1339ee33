// The server's list with the person's own unsent work on top (own-items.ts).
import { describe, expect, it } from 'vitest'
import type { ForumReply, ForumReplyView } from '@dosewise/sync-protocol'
import type { OwnRecord } from '../../../db/hooks'
import { mergeOwn, ownReplyView, type MergeOptions } from './own-items'

const postId = '01890a5d-ac96-774b-bcce-b302099a8057'
const at = (minute: number) => `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`
const serverReply = (id: string, minute: number, content = `Reply ${id}`): ForumReplyView => ({
  id,
  postId,
  content,
  isAnonymous: false,
  author: 'Ben',
  mine: false,
  likedByMe: false,
  reportedByMe: false,
  likesCount: 2,
  hidden: false,
  createdAt: at(minute),
  updatedAt: at(minute),
})
const mine = (id: string, minute: number, state: Partial<OwnRecord<ForumReply>> = {}, content = `Mine ${id}`): OwnRecord<ForumReply> => ({
  data: { id, userId: 7, postId, content, isAnonymous: false, createdAt: at(minute), updatedAt: at(minute) },
  pending: false,
  deleted: false,
  ...state,
})
const none: MergeOptions = { sentHere: new Set(), deletedHere: new Set(), place: 'last' }
const view = (record: ForumReply, base?: ForumReplyView) => ownReplyView(record, 'Ana', base)
const summary = (shown: ReturnType<typeof mergeOwn<ForumReplyView, ForumReply>>) => shown.map((s) => [s.view.id, s.view.content, s.waiting])

describe('the server list with what this device has not sent yet', () => {
  it('adds replies waiting to send after the server’s, as their author wrote them', () => {
    const shown = mergeOwn([serverReply('a', 1)], [mine('m', 5, { pending: true })], view, none)
    expect(summary(shown)).toEqual([
      ['a', 'Reply a', false],
      ['m', 'Mine m', true],
    ])
    expect(shown[1]!.view).toMatchObject({ author: 'Ana', mine: true, likesCount: 0 })
  })

  it('a waiting anonymous reply reads Anonymous, as others will see it', () => {
    const [shown] = mergeOwn([], [mine('m', 5, { pending: true, data: { ...mine('m', 5).data, isAnonymous: true } })], view, none)
    expect(shown!.view.author).toBe('Anonymous')
  })

  it('an edit waiting to send shows over the server’s copy, keeping its counts', () => {
    const shown = mergeOwn([serverReply('m', 1, 'Old words')], [mine('m', 1, { pending: true }, 'New words')], view, none)
    expect(summary(shown)).toEqual([['m', 'New words', true]])
    expect(shown[0]!.view.likesCount).toBe(2)
  })

  it('a delete hides the reply at once, and after it was acknowledged until the server’s list catches up', () => {
    expect(mergeOwn([serverReply('m', 1)], [mine('m', 1, { pending: true, deleted: true })], view, none)).toEqual([])
    expect(mergeOwn([serverReply('m', 1)], [], view, { ...none, deletedHere: new Set(['m']) })).toEqual([])
  })

  it('what was sent during this visit stays shown until the server lists it; other own records only as listed', () => {
    const own = [mine('sent', 3), mine('old', 2)]
    expect(summary(mergeOwn([], own, view, { ...none, sentHere: new Set(['sent']) }))).toEqual([['sent', 'Mine sent', false]])
    // 'old' is not listed by the server (hidden or removed by a moderator): not shown.
    expect(mergeOwn([], [mine('old', 2)], view, none)).toEqual([])
  })

  it('a newest-first list gets the waiting ones on top, newest first', () => {
    const shown = mergeOwn([serverReply('a', 1)], [mine('m1', 5, { pending: true }), mine('m2', 6, { pending: true })], view, {
      ...none,
      place: 'first',
    })
    expect(shown.map((s) => s.view.id)).toEqual(['m2', 'm1', 'a'])
  })
})
