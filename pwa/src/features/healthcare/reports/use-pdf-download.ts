/**
 * Download PDF: the file is made in a Web Worker (report-pdf-client.ts, loaded on the first press)
 * from the document the page shows, then saved under its report's name. The state says what is
 * happening ("Preparing PDF…"), what went wrong, and, quietly, when the PDF had to use the
 * built-in font because the report font could not be loaded offline.
 */
import { useCallback, useState } from 'react'
import { reportFileName, type ReportDocument } from '@dosewise/sync-protocol/reports'
import { saveFile } from '../../../lib/save-file'

export type PdfState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; fileName: string; fallbackFont: boolean }
  | { status: 'error'; message: string }

export function usePdfDownload(doc: ReportDocument | null) {
  const [state, setState] = useState<PdfState>({ status: 'idle' })
  const download = useCallback(async () => {
    if (!doc) return
    setState({ status: 'working' })
    try {
      const { makeReportPdf } = await import('./report-pdf-client')
      const { bytes, fallbackFont } = await makeReportPdf(doc)
      const fileName = reportFileName(doc)
      saveFile(fileName, bytes, 'application/pdf')
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
