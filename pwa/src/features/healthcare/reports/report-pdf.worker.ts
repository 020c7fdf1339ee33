/**
 * Makes a report's PDF off the main thread (module worker): react-pdf lays out and writes the
 * file here, so the page stays responsive. The fonts are fetched here (from the service worker's
 * cache when offline) and handed to react-pdf as data: URLs; when they cannot be had, the PDF
 * uses the built-in Helvetica and says so in its answer.
 */
import { renderReportPdf, type ReportFonts } from '@dosewise/sync-protocol/reports/pdf'
import type { ReportDocument } from '@dosewise/sync-protocol/reports'

export interface PdfRequest {
  doc: ReportDocument
  fonts: { regular: string; bold: string }
}
export type PdfAnswer = { ok: true; bytes: Uint8Array; fallbackFont: boolean } | { ok: false; message: string }

interface WorkerScope {
  onmessage: ((event: MessageEvent<PdfRequest>) => void) | null
  postMessage(message: PdfAnswer, transfer?: Transferable[]): void
}
const scope = self as unknown as WorkerScope

async function asDataUrl(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`font ${response.status}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:font/ttf;base64,${btoa(binary)}`
}

/** Both fonts, or null when either cannot be had (offline before they were ever fetched). */
function loadFonts(urls: PdfRequest['fonts']): Promise<ReportFonts | null> {
  return Promise.all([asDataUrl(urls.regular), asDataUrl(urls.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    () => null
  )
}

scope.onmessage = async ({ data }) => {
  try {
    const loaded = await loadFonts(data.fonts)
    const bytes = await renderReportPdf(data.doc, loaded)
    scope.postMessage({ ok: true, bytes, fallbackFont: loaded === null }, [bytes.buffer])
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) })
  }
}
