/**
 * The mail that carries a shared report (issue 14): who it is for, what it says and what is
 * attached — one function, so the preview shows exactly what 'Send' sends. Plain text only: the
 * person's name and message are never put into HTML.
 */
import type { ReportDocument } from '@dosewise/sync-protocol/reports'

export interface ShareMessage {
  to: string
  toName: string
  /** Replies reach the person, not Dosewise. */
  replyTo: string
  replyToName: string
  subject: string
  text: string
  filename: string
}

export interface ShareMessageInput {
  person: { name: string; email: string }
  provider: { name: string; email: string }
  doc: Pick<ReportDocument, 'title' | 'subtitle' | 'sections' | 'disclaimer'>
  filename: string
  /** The person's note to the provider (already trimmed); null or empty: none. */
  message: string | null
}

export function shareMessage({ person, provider, doc, filename, message }: ShareMessageInput): ShareMessage {
  const headings = doc.sections.filter((section) => (section.level ?? 2) === 2).map((section) => section.heading)
  const text = [
    `Dear ${provider.name},`,
    '',
    `${person.name} (${person.email}) asked Dosewise to send you their ${doc.title}${doc.subtitle ? ` (${doc.subtitle})` : ''}. It is attached as a PDF: ${filename}.`,
    ...(message ? ['', `A message from ${person.name}:`, message] : []),
    ...(headings.length > 0 ? ['', `The report covers: ${headings.join('; ')}.`] : []),
    '',
    doc.disclaimer,
    '',
    `This email was sent at ${person.name}'s request, from the records they keep in the Dosewise app. Replying reaches ${person.name} directly; Dosewise does not read replies.`,
  ].join('\n')
  return {
    to: provider.email,
    toName: provider.name,
    replyTo: person.email,
    replyToName: person.name,
    subject: `${doc.title} for ${person.name} from Dosewise`,
    text,
    filename,
  }
}
