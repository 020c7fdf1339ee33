/**
 * Asks a PDF worker for a report's file. Loaded only when a person presses Download PDF (the
 * report page imports it dynamically); the worker's code (react-pdf and its layout engine) loads
 * when the worker starts. Its address comes from Vite's `?worker&url` (report-assets.ts) rather
 * than `new URL(…, import.meta.url)`, so the report page can fetch it ahead for offline use.
 * One worker per file, ended once it has answered: nothing of react-pdf stays in memory after.
 */
import type { ReportDocument } from '@dosewise/sync-protocol/reports'
import { REPORT_FONT_URLS, REPORT_PDF_WORKER_URL } from './report-assets'
import type { PdfAnswer, PdfRequest } from './report-pdf.worker'

/** The PDF's bytes, and whether it had to use the built-in font. */
export function makeReportPdf(doc: ReportDocument): Promise<{ bytes: Uint8Array; fallbackFont: boolean }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(REPORT_PDF_WORKER_URL, { type: 'module', name: 'report-pdf' })
    worker.onmessage = (event: MessageEvent<PdfAnswer>) => {
      worker.terminate()
      if (event.data.ok) resolve({ bytes: event.data.bytes, fallbackFont: event.data.fallbackFont })
      else reject(new Error(event.data.message))
    }
    // A worker whose code could not be loaded (offline before it was ever fetched) ends here.
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      reject(new Error(event.message || 'the PDF maker could not start'))
    }
    const request: PdfRequest = { doc, fonts: { ...REPORT_FONT_URLS } }
    worker.postMessage(request)
  })
}
