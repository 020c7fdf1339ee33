/**
 * In the signed-in shell: keeps this device's record of the signed-in account's unsent changes
 * current (lib/unsent-changes.ts: what the signed-out screens read), and says when the device
 * also holds unsent changes of another account — only how many and whose (masked), never what.
 */
import { useEffect, useState } from 'react'
import { Users } from 'lucide-react'
import { useSession } from '../../lib/session'
import { usePendingCountOrUnknown } from '../../db/hooks'
import { changesCount, maskEmail, noteUnsentChanges, unsentAccounts } from '../../lib/unsent-changes'
import { Button } from '../../ui/button'

const HIDDEN_KEY = 'dosewise:other-account-note-hidden'

export function UnsentChangesKeeper() {
  const session = useSession()
  const user = session.status === 'signed-in' ? session.user : null
  const pending = usePendingCountOrUnknown()
  const [others] = useState(() => unsentAccounts().filter((account) => account.userId !== user?.id))
  const [hidden, setHidden] = useState(() => {
    try {
      return sessionStorage.getItem(HIDDEN_KEY) === '1'
    } catch {
      return false
    }
  })

  useEffect(() => {
    // Not read yet is not "none": the record changes only on a real count.
    if (user && pending !== undefined) noteUnsentChanges(user, pending)
  }, [user, pending])

  if (others.length === 0 || hidden) return null
  function hide() {
    setHidden(true)
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1')
    } catch {}
  }
  return (
    <div role="status" aria-label="Another account's changes on this device" className="border-b bg-muted">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        <p className="mr-auto min-w-0 flex-1 basis-60">
          {others.map((account) => (
            <span key={account.userId} className="block">
              This device also holds {changesCount(account.count)} of another account ({maskEmail(account.email)}) that{' '}
              {account.count === 1 ? "hasn't" : "haven't"} been sent yet. {account.count === 1 ? 'It stays' : 'They stay'} here and{' '}
              {account.count === 1 ? 'is' : 'are'} sent when that account signs in again.
            </span>
          ))}
        </p>
        <Button size="sm" variant="outline" onClick={hide}>
          Hide
        </Button>
      </div>
    </div>
  )
}
