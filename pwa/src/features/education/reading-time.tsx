import { Clock } from 'lucide-react'

export function ReadingTime({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Clock aria-hidden="true" className="size-4" />
      {minutes} min read
    </span>
  )
}
