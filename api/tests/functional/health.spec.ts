import { test } from '@japa/runner'
import { Browser } from '#tests/helpers/browser'

test.group('GET /api/health', () => {
  test('answers 200 when the database is reachable', async ({ assert }) => {
    const answer = await new Browser().get('/api/health')
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, { status: 'ok' })
  })
})
