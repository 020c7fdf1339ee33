import type User from '#models/user'

/**
 * The current-user shape sent to the PWA: never the password hash or any token.
 */
export function serializeCurrentUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImage: user.profileImage,
    emailVerified: Boolean(user.emailVerified),
    role: user.role,
    isDemo: Boolean(user.isDemo),
    createdAt: user.createdAt.toISO(),
  }
}
