/**
 * Idempotent seed run on every start: reference data and, outside production, the demo account.
 * Running it twice changes nothing.
 */
import User from '#models/user'

export const DEMO_ACCOUNT = {
  email: 'demo@dosewise.app',
  password: 'dosewise-demo',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
}

export async function seedDatabase(options: { withDemoAccount: boolean }) {
  let demo: { email: string; password: string } | null = null
  if (options.withDemoAccount) {
    const existing = await User.findBy('email', DEMO_ACCOUNT.email)
    if (!existing) {
      await User.create({
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
        username: DEMO_ACCOUNT.username,
        firstName: DEMO_ACCOUNT.firstName,
        lastName: DEMO_ACCOUNT.lastName,
        emailVerified: true,
        role: 'user',
      })
    }
    demo = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }
  }
  return { demo }
}
