/**
 * The accounts with unsent changes on this device, as the signed-out screens show them
 * (lib/unsent-changes.ts), read once when the screen opens.
 */
import { useState } from 'react'
import type { UnsentChangesOwner } from '../ui/unsent-changes-notice'
import { maskEmail, unsentAccounts } from './unsent-changes'

export function useUnsentChangesOwners(exceptUserId?: number): UnsentChangesOwner[] {
  const [owners] = useState(() =>
    unsentAccounts()
      .filter((account) => account.userId !== exceptUserId)
      .map((account) => ({
        userId: account.userId,
        who: account.firstName ? `${account.firstName} (${maskEmail(account.email)})` : maskEmail(account.email),
        email: account.email,
        count: account.count,
      }))
  )
  return owners
}
