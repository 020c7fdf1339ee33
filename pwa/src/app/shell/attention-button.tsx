/**
 * "Needs your attention" in the header, with how many items wait: changes the server refused or
 * that met another device's change. Opens the list; hidden while there is nothing.
 */
import { useState } from 'react'
import { TriangleAlert } from 'lucide-react'
import { useAttentionItems } from '../../db/hooks'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog'
import { AttentionItemCard } from './attention-item-card'

export function AttentionButton() {
  const items = useAttentionItems()
  const [open, setOpen] = useState(false)
  const count = items?.length ?? 0
  if (count === 0 && !open) return null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <TriangleAlert aria-hidden="true" />
          <span className="hidden sm:inline">Needs your attention</span>
          <span className="sr-only sm:hidden">Needs your attention</span>
          <Badge variant="warning">{count}</Badge>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Needs your attention"
        description="These changes could not be synced as they were made. Nothing was thrown away: choose what to keep."
      >
        {count === 0 ? (
          <p className="text-sm text-muted-foreground">All done.</p>
        ) : (
          <ul className="grid gap-3">
            {items!.map((item) => (
              <AttentionItemCard key={item.mutationId} item={item} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
