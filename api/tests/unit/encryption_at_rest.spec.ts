import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import UserProvider from '#models/user_provider'
import CalendarIntegration from '#models/calendar_integration'
import HealthAppIntegration from '#models/health_app_integration'

/**
 * Integration tokens and social-provider data are encrypted at rest: the raw row holds
 * ciphertext, the model gives the value back, and serialisation never includes it.
 */
test.group('Encryption at rest', (group) => {
  let user: User
  group.each.setup(async () => {
    user = await User.create({
      email: `crypt-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
      username: `crypt${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      password: 'irrelevant-password',
      role: 'user',
      emailVerified: false,
    })
    return () => user.delete()
  })

  test('calendar and health-app tokens', async ({ assert }) => {
    const calendar = await CalendarIntegration.create({
      userId: user.id,
      provider: 'google',
      accessToken: 'calendar-access-SECRET',
      refreshToken: 'calendar-refresh-SECRET',
      isActive: true,
    })
    const health = await HealthAppIntegration.create({
      userId: user.id,
      provider: 'fitbit',
      accessToken: 'health-access-SECRET',
      refreshToken: 'health-refresh-SECRET',
      isActive: true,
    })

    for (const [table, id] of [
      ['calendar_integrations', calendar.id],
      ['health_app_integrations', health.id],
    ] as const) {
      const raw = await db.from(table).where('id', id).firstOrFail()
      assert.notInclude(JSON.stringify(raw), 'SECRET')
      assert.isString(raw.access_token)
    }

    const reloaded = await CalendarIntegration.findOrFail(calendar.id)
    assert.equal(reloaded.accessToken, 'calendar-access-SECRET')
    assert.equal(reloaded.refreshToken, 'calendar-refresh-SECRET')
    assert.isTrue(reloaded.isActive)
    assert.notInclude(JSON.stringify(reloaded.serialize()), 'SECRET')
    assert.equal((await HealthAppIntegration.findOrFail(health.id)).accessToken, 'health-access-SECRET')
  })

  test('social provider profile data', async ({ assert }) => {
    const link = await UserProvider.create({
      userId: user.id,
      provider: 'github',
      providerId: '4242',
      providerData: { email: 'private@example.test', name: 'Private Person' },
    })
    const raw = await db.from('user_providers').where('id', link.id).firstOrFail()
    assert.notInclude(String(raw.provider_data), 'private@example.test')
    const reloaded = await UserProvider.findOrFail(link.id)
    assert.deepEqual(reloaded.providerData, { email: 'private@example.test', name: 'Private Person' })
    assert.notProperty(reloaded.serialize(), 'providerData')
  })
})
