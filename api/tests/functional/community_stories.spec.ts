/**
 * Success stories (spec §2 Community, §3; ADR 0032): GET/POST/PATCH/DELETE /api/success-stories
 * and liking. What a person would notice: the list others see never names an anonymous author,
 * a private story is its author's alone, another's story cannot be changed, a like counts once.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { STORY_TITLE_REQUIRED, STORY_TITLE_MAX, successStoryListSchema, successStorySchema } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'
import { deleteAccountData } from '#services/account/delete_account'
import { UNKNOWN_SUPPLEMENT_MESSAGE } from '#services/community/success_stories'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { currentUserId } from '#tests/helpers/sync_device'

const supplementId = async (slug: string) => (await Supplement.findByOrFail('slug', slug)).id
const STORY = { title: 'Fewer foggy afternoons', story: 'A modest vitamin K dose, checked with my GP first.' }

/** People made by a test, deleted with all their rows after it. */
const made: number[] = []
async function person(firstName = 'Ada') {
  const { browser } = await signedInBrowser({ firstName })
  const userId = await currentUserId(browser)
  made.push(userId)
  return { browser, userId }
}

async function listOf(browser: Browser) {
  const answer = await browser.get('/api/success-stories')
  if (answer.status !== 200) throw new Error(`list answered ${answer.status}: ${answer.text}`)
  return successStoryListSchema.parse(answer.body)
}

test.group('Success stories', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
  })
  group.each.setup(async () => {
    await resetRateLimits()
    return async () => {
      for (const id of made.splice(0)) await deleteAccountData(id)
    }
  })

  test('signed out, every story endpoint answers 401', async ({ assert }) => {
    const browser = new Browser()
    const answers = [
      await browser.get('/api/success-stories'),
      await browser.post('/api/success-stories', STORY),
      await browser.request('PATCH', '/api/success-stories/1', { json: { title: 'x' } }),
      await browser.request('DELETE', '/api/success-stories/1'),
      await browser.post('/api/success-stories/1/like'),
      await browser.request('DELETE', '/api/success-stories/1/like'),
    ]
    assert.deepEqual(
      answers.map((a) => a.status),
      [401, 401, 401, 401, 401, 401]
    )
  })

  test('sharing a story: 201, private and anonymous unless asked, the supplements linked with their names', async ({ assert }) => {
    const { browser } = await person()
    const [vitaminK, calcium] = [await supplementId('vitamin-k'), await supplementId('calcium')]
    const answer = await browser.post('/api/success-stories', { ...STORY, supplementIds: [calcium, vitaminK, calcium], duration: 6 })
    assert.equal(answer.status, 201)
    const story = successStorySchema.strict().parse(answer.body)
    assert.include(story, { ...STORY, isPublic: false, isAnonymous: true, duration: 6, likesCount: 0, mine: true, likedByMe: false })
    assert.isNull(story.user)
    assert.deepEqual(story.supplementIds, [calcium, vitaminK])
    assert.deepEqual(story.supplementsUsed, ['Calcium', 'Vitamin K'])
    const links = await db.from('success_story_supplements').where('success_story_id', story.id).orderBy('position')
    assert.deepEqual(
      links.map((l) => Number(l.supplement_id)),
      [calcium, vitaminK]
    )
    // Without a duration it is null (the list shows 'Recently').
    const recent = await browser.post('/api/success-stories', { ...STORY, title: 'Another' })
    assert.isNull(recent.body.duration)
  })

  test('bad input is a 422 naming the field, and stores nothing', async ({ assert }) => {
    const { browser, userId } = await person()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ story: 'text' }, 'title', STORY_TITLE_REQUIRED],
      [{ ...STORY, title: 'x'.repeat(STORY_TITLE_MAX + 1) }, 'title', `String must contain at most ${STORY_TITLE_MAX} character(s)`],
      [{ ...STORY, duration: 0 }, 'duration', 'Number must be greater than or equal to 1'],
      [{ ...STORY, supplementIds: [await supplementId('calcium'), 987654] }, 'supplementIds.1', UNKNOWN_SUPPLEMENT_MESSAGE],
      [{ ...STORY, isPublic: 'yes' }, 'isPublic', 'Expected boolean, received string'],
    ]
    for (const [body, field, message] of cases) {
      const answer = await browser.post('/api/success-stories', body)
      assert.equal(answer.status, 422, JSON.stringify(body).slice(0, 80))
      assert.deepInclude(answer.body.errors, { field, message })
    }
    assert.lengthOf(await db.from('success_stories').where('user_id', userId), 0)
  })

  test('others see a public story without its anonymous author; a private one only its author sees', async ({ assert }) => {
    const { browser: author } = await person('Zephyrine')
    const { browser: reader } = await person('Rowan')
    const anonymous = (await author.post('/api/success-stories', { ...STORY, isPublic: true })).body
    const named = (await author.post('/api/success-stories', { ...STORY, title: 'Named', isPublic: true, isAnonymous: false })).body
    const hidden = (await author.post('/api/success-stories', { ...STORY, title: 'Just for me' })).body

    const seen = await reader.get('/api/success-stories')
    const list = successStoryListSchema.parse(seen.body)
    const ids = list.map((s) => s.id)
    assert.includeMembers(ids, [anonymous.id, named.id])
    assert.notInclude(ids, hidden.id)
    assert.isNull(list.find((s) => s.id === anonymous.id)!.user)
    assert.deepEqual(list.find((s) => s.id === named.id)!.user, { firstName: 'Zephyrine' })
    // The anonymous story carries nothing of its author; only the named one has the name.
    assert.equal(seen.text.split('Zephyrine').length - 1, 1)
    assert.notInclude(seen.text, '"userId"')
    assert.isTrue(list.every((s) => !s.mine))
    // The seeded stories are still there, the anonymous one without its author either.
    assert.deepEqual(list.find((s) => s.title === 'Named story')!.user, { firstName: 'Priya' })
    assert.notInclude(seen.text, 'Secret')

    const own = await listOf(author)
    assert.deepInclude(
      own.filter((s) => s.mine).map((s) => [s.title, s.isPublic]),
      ['Just for me', false]
    )
    // Not to be liked by whoever guesses its id either.
    assert.equal((await reader.post(`/api/success-stories/${hidden.id}/like`)).status, 404)
  })

  test('only the author edits or deletes a story: 404 for anyone else, and it stays as it was', async ({ assert }) => {
    const { browser: author } = await person()
    const { browser: other } = await person()
    const story = (await author.post('/api/success-stories', { ...STORY, isPublic: true })).body
    const seeded = (await listOf(other)).find((s) => s.title === 'Named story')!

    for (const id of [story.id, seeded.id, 'abc', 999999]) {
      assert.equal((await other.request('PATCH', `/api/success-stories/${id}`, { json: { title: 'Mine now' } })).status, 404)
      assert.equal((await other.request('DELETE', `/api/success-stories/${id}`)).status, 404)
    }
    assert.equal((await db.from('success_stories').where('id', story.id).first()).title, STORY.title)

    const calcium = await supplementId('calcium')
    const edited = await author.request('PATCH', `/api/success-stories/${story.id}`, {
      json: { title: 'Better mornings', isAnonymous: false, supplementIds: [calcium], duration: null },
    })
    assert.equal(edited.status, 200)
    assert.include(edited.body, { title: 'Better mornings', story: STORY.story, isPublic: true, isAnonymous: false, duration: null })
    assert.deepEqual(edited.body.supplementsUsed, ['Calcium'])
    assert.deepEqual(edited.body.supplementIds, [calcium])
    // A patch is checked like a new story.
    const bad = await author.request('PATCH', `/api/success-stories/${story.id}`, { json: { title: ' ' } })
    assert.equal(bad.status, 422)
    assert.deepInclude(bad.body.errors, { field: 'title', message: STORY_TITLE_REQUIRED })

    await other.post(`/api/success-stories/${story.id}/like`)
    const gone = await author.request('DELETE', `/api/success-stories/${story.id}`)
    assert.equal(gone.status, 204)
    assert.notInclude(
      (await listOf(other)).map((s) => s.id),
      story.id
    )
    assert.lengthOf(await db.from('success_story_likes').where('success_story_id', story.id), 0)
    assert.lengthOf(await db.from('success_story_supplements').where('success_story_id', story.id), 0)
  })

  test('a like counts once per person; unliking takes it back; seeded counts keep their figure', async ({ assert }) => {
    const { browser: author } = await person()
    const { browser: fan } = await person()
    const story = (await author.post('/api/success-stories', { ...STORY, isPublic: true })).body
    const like = `/api/success-stories/${story.id}/like`

    const first = await fan.post(like)
    assert.equal(first.status, 200)
    assert.include(first.body, { likesCount: 1, likedByMe: true, mine: false })
    const again = await fan.post(like)
    assert.include(again.body, { likesCount: 1, likedByMe: true })
    assert.lengthOf(await db.from('success_story_likes').where('success_story_id', story.id), 1)

    const seenByAuthor = (await listOf(author)).find((s) => s.id === story.id)!
    assert.include(seenByAuthor, { likesCount: 1, likedByMe: false, mine: true })

    const undone = await fan.request('DELETE', like)
    assert.include(undone.body, { likesCount: 0, likedByMe: false })
    assert.include((await fan.request('DELETE', like)).body, { likesCount: 0 })

    // The fixture's seeded story says 3 likes; a real one adds to it.
    const seeded = (await listOf(fan)).find((s) => s.title === 'Named story')!
    assert.equal(seeded.likesCount, 3)
    assert.include((await fan.post(`/api/success-stories/${seeded.id}/like`)).body, { likesCount: 4, likedByMe: true })
    assert.equal((await fan.post('/api/success-stories/999999/like')).status, 404)
  })
})
