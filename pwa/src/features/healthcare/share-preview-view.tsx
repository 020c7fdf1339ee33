import type { ReportSharePreview } from '@dosewise/sync-protocol'

const kilobytes = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })

/** The size of a file as people read it ('48.2 kB'). */
export function fileSize(bytes: number): string {
  return kilobytes.format(bytes / 1000)
}

/** Exactly what 'Send' will send: recipient, subject, the text word for word, the attachment. */
export function SharePreviewView({ preview }: { preview: ReportSharePreview }) {
  return (
    <section aria-labelledby="share-preview-heading" className="grid gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      <h3 id="share-preview-heading" className="font-semibold">
        What will be sent
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all">{preview.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="break-words">{preview.subject}</dd>
        <dt className="text-muted-foreground">Attachment</dt>
        <dd className="break-all">
          {preview.attachment.filename} ({fileSize(preview.attachment.bytes)})
        </dd>
      </dl>
      <div className="rounded border bg-background p-3 break-words whitespace-pre-wrap">{preview.text}</div>
      {preview.report.sections.length > 0 && (
        <div className="grid gap-1">
          <p className="font-medium">{preview.report.title}: what the PDF contains</p>
          <ul className="list-disc pl-5">
            {preview.report.sections.map((heading, index) => (
              <li key={`${index}-${heading}`}>{heading}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
