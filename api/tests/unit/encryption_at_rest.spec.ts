import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import UserProvider from '#models/user_provider'

/**
 * Social-provider data (tokens and profile) is encrypted at rest: the raw row holds
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
