import { PROFESSION_LABELS, type JobCategory } from '@dosewise/sync-protocol'

/** A forum's job category in words; 'General' when it has none (spec §2). */
export function categoryLabel(jobCategory: string | null): string {
  if (!jobCategory) return 'General'
  return PROFESSION_LABELS[jobCategory as JobCategory] ?? jobCategory
}

/** A few words of a post for a list: Markdown marks dropped, spaces collapsed. */
export function excerpt(content: string, max = 180): string {
  const plain = content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain
}

/** The person's name on what they write, as others would see it when it is not anonymous. */
export function displayName(user: { firstName: string | null; username: string } | null): string {
  return user?.firstName || user?.username || 'You'
}
