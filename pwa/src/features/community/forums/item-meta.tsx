import { CloudUpload, EyeOff } from 'lucide-react'
import { formatDateTime } from '../../../lib/dates'
import { Badge } from '../../../ui/badge'

export interface ItemMetaProps {
  author: string
  mine: boolean
  createdAt: string
  updatedAt: string
  waiting: boolean
  hidden: boolean
}

/** Who wrote it and when, and what only its author sees: waiting to send, hidden while reviewed. */
export function ItemMeta({ author, mine, createdAt, updatedAt, waiting, hidden }: ItemMetaProps) {
  const edited = Date.parse(updatedAt) - Date.parse(createdAt) > 60_000
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="font-medium text-foreground">
        {author}
        {mine && <span className="font-normal text-muted-foreground"> (you)</span>}
      </span>
      <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      {edited && <span>Edited</span>}
      {waiting && <WaitingBadge />}
      {hidden && (
        <Badge variant="warning">
          <EyeOff aria-hidden="true" className="size-3.5" />
          Hidden while a moderator reviews reports
        </Badge>
      )}
    </div>
  )
}

/** On a post or reply written on this device that the server has not accepted yet. */
export function WaitingBadge() {
  return (
    <Badge variant="outline" className="font-normal text-muted-foreground">
      <CloudUpload aria-hidden="true" className="size-3.5" />
      Waiting to send
    </Badge>
  )
}
