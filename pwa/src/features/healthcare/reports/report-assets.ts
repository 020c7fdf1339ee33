/**
 * What making a PDF needs besides the report: the worker's code (react-pdf with its layout
 * engine, ~1.2 MB) and the fonts, DejaVu Sans regular and bold (~1.4 MB), so names in Greek,
 * Cyrillic and other scripts print. None of it is precached, so no visitor downloads it up front:
 * the service worker keeps these files in a cache of their own the first time they are fetched
 * (vite.config.ts, 'dosewise-report-pdf'), and the report page fetches them when it opens online,
 * so a PDF can be made offline afterwards.
 */
import regular from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'
import bold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url'
import worker from './report-pdf.worker.ts?worker&url'

export const REPORT_FONT_URLS = { regular, bold } as const
export const REPORT_PDF_WORKER_URL = worker

let warmed = false

/**
 * Fetch the PDF's files once while online, so the service worker caches them for offline PDFs.
 * Only through a service worker that controls the page (none on the very first visit, before it
 * is installed; none in development): without one nothing would be kept, so it waits for a visit
 * that has one.
 */
export function warmReportPdfFiles() {
  if (warmed || typeof navigator === 'undefined' || !navigator.onLine || !navigator.serviceWorker?.controller) return
  warmed = true
  for (const url of [regular, bold, worker]) {
    void fetch(url).catch(() => {
      warmed = false // try again on the next visit
    })
  }
}
