/**
 * Download PDF: the file is made in a Web Worker (report-pdf-client.ts, loaded on the first press)
 * from the document the page shows, then saved under its report's name. The state says what is
 * happening ("Preparing PDF…"), what went wrong, and, quietly, when the PDF had to use the
 * built-in font because the report font could not be loaded offline.
 */
import { useCallback, useState } from 'react'
import { reportFileName, type ReportDocument } from '@dosewise/sync-protocol/reports'

export type PdfState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; fileName: string; fallbackFont: boolean }
  | { status: 'error'; message: string }

function save(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by now; give a slow machine a minute before the bytes go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function usePdfDownload(doc: ReportDocument | null) {
  const [state, setState] = useState<PdfState>({ status: 'idle' })
  const download = useCallback(async () => {
    if (!doc) return
    setState({ status: 'working' })
    try {
      const { makeReportPdf } = await import('./report-pdf-client')
      const { bytes, fallbackFont } = await makeReportPdf(doc)
      const fileName = reportFileName(doc)
      save(bytes, fileName)
      setState({ status: 'done', fileName, fallbackFont })
    } catch (error) {
      const reason = error instanceof Error && error.message ? ` (${error.message})` : ''
      setState({
        status: 'error',
        message: `We could not make the PDF${reason}. Try again, or use Print and choose “Save as PDF”.`,
      })
    }
  }, [doc])
  return { state, download }
}
