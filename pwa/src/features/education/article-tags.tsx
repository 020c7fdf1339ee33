import { Badge } from '../../ui/badge'
import { tagLabel } from './article-link'

export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tagLabel(tag)}</Badge>
        </li>
      ))}
    </ul>
  )
}
