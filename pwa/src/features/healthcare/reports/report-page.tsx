/**
 * /healthcare/reports/:kind — one of the four healthcare reports (issue 14), made on this device
 * from its own database, so it opens offline: read on screen, printed (print CSS in styles.css
 * leaves only the report, black on white), or saved as a PDF made in a Web Worker.
 */
import { useEffect, useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { ArrowLeft, Download, Printer } from 'lucide-react'
import { buildReport, isReportKind, REPORT_DESCRIPTIONS, REPORT_TITLES, type ReportKind } from '@dosewise/sync-protocol/reports'
import { Button } from '../../../ui/button'
import { Page } from '../../../ui/page'
import { ReferenceDownloading } from '../../../ui/reference-downloading'
import { Skeleton } from '../../../ui/skeleton'
import { Spinner } from '../../../ui/spinner'
import { ReportView } from './report-view'
import { warmReportPdfFiles } from './report-assets'
import { usePdfDownload, type PdfState } from './use-pdf-download'
import { useReportInput } from './use-report-input'

export default function ReportPage() {
  const { kind } = useParams()
  if (!isReportKind(kind)) {
    return (
      <Page title="Report not found" description="There is no report at this address.">
        <p>
          <Link to="/healthcare?tab=reports" className="text-primary underline-offset-4 hover:underline">
            Back to Healthcare
          </Link>
        </p>
      </Page>
    )
  }
  // A new kind is a new report: nothing (a PDF's state) carries over.
  return <Report key={kind} kind={kind} />
}

function Report({ kind }: { kind: ReportKind }) {
  const input = useReportInput(kind)
  const doc = useMemo(() => (input && input !== 'no-reference' ? buildReport(kind, input) : null), [kind, input])
  const { state, download } = usePdfDownload(doc)
  useEffect(() => warmReportPdfFiles(), [])

  return (
    <Page
      title={REPORT_TITLES[kind]}
      description={doc?.subtitle ?? REPORT_DESCRIPTIONS[kind]}
      actions={
        <div data-print-hide className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <Link to="/healthcare?tab=reports">
              <ArrowLeft aria-hidden="true" />
              Back to Healthcare
            </Link>
          </Button>
          <Button variant="outline" disabled={!doc} onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button disabled={!doc || state.status === 'working'} onClick={() => void download()}>
            {state.status === 'working' ? <Spinner label="" size="sm" className="text-current" /> : <Download aria-hidden="true" />}
            {state.status === 'working' ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
        </div>
      }
    >
      <div className="grid gap-4">
        <PdfStatus state={state} />
        {input === undefined ? (
          <div className="grid gap-4">
            <Spinner label="Loading the report…" />
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : input === 'no-reference' || !doc ? (
          <ReferenceDownloading
            title="Getting the reference data ready"
            description="This report needs the supplement catalogue and the interaction table, which are downloaded for offline use the first time the app is online. Open it again once they are on this device."
          />
        ) : (
          <ReportView doc={doc} />
        )}
      </div>
    </Page>
  )
}

/** What Download PDF is doing, said politely (an always-present live region), or what went wrong. */
function PdfStatus({ state }: { state: PdfState }) {
  const message =
    state.status === 'working'
      ? 'Preparing PDF…'
      : state.status === 'done'
        ? `Your PDF (${state.fileName}) is downloading.${
            state.fallbackFont
              ? ' It uses a standard font because the report font could not be loaded offline, so letters outside Western European alphabets may not show.'
              : ''
          }`
        : ''
  return (
    <>
      <p role="status" data-print-hide className={message ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {message}
      </p>
      {state.status === 'error' && (
        <p role="alert" data-print-hide className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm">
          {state.message}
        </p>
      )}
    </>
  )
}
