import type { ReactNode } from 'react'
import { WifiOff } from 'lucide-react'
import { OFFLINE_MESSAGE } from './shop-api'

/** The app's offline wording for an online-only part of the shop, and what that means here. */
export function OfflineNote({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <div
      id={id}
      role="status"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{OFFLINE_MESSAGE}</span>
      {children}
    </div>
  )
}
