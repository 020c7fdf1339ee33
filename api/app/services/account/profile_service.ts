/**
 * The person's own name (PATCH /api/account/profile). Email and username are not changed here:
 * an email change needs verifying the new address, which is a flow of its own.
 */
import type User from '#models/user'

export async function updateProfile(user: User, input: { firstName?: string | null; lastName?: string | null }): Promise<User> {
  if (input.firstName !== undefined) user.firstName = input.firstName
  if (input.lastName !== undefined) user.lastName = input.lastName
  await user.save()
  return user
}
