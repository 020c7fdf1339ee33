import { CloudUpload } from 'lucide-react'
import { Badge } from './badge'

/** On a record this device changed that the server has not acknowledged yet. */
export function PendingSyncBadge() {
  return (
    <Badge variant="outline" className="font-normal text-muted-foreground">
      <CloudUpload aria-hidden="true" className="size-3.5" />
      Waiting to sync
    </Badge>
  )
}
