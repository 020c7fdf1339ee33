// The four reports as PDF files, read back as text (testing/pdf-text.js): what a person opening
// the file would see — the title, their name, the disclaimer and the report's key values.
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { buildReport, REPORT_DISCLAIMER, type ReportDocument } from './index.js'
import { renderReportPdf, type ReportFonts } from './pdf.js'
import { anaInput, labResult } from './testing/report-fixture.js'
import { containsText, pdfText } from './testing/pdf-text.js'

const resolve = createRequire(import.meta.url).resolve
const FONTS: ReportFonts = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

const input = anaInput({
  person: { name: 'Ana Silva-Kovalenko (Ана Коваленко)' },
  labResults: [
    labResult('Vitamin D, 25-OH', '18', '2026-01-03', { unit: 'ng/mL', referenceRange: '30-100' }),
    labResult('Vitamin D, 25-OH', '42', '2026-11-20', { unit: 'ng/mL', referenceRange: '30-100' }),
  ],
})

async function readBack(doc: ReportDocument, fonts: ReportFonts | null = FONTS) {
  const bytes = await renderReportPdf(doc, fonts)
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
  return pdfText(bytes)
}

function expectIn(text: string, phrases: string[]) {
  for (const phrase of phrases) expect(containsText(text, phrase), `“${phrase}” in the PDF`).toBe(true)
}

describe('renderReportPdf', { timeout: 30_000 }, () => {
  it('Supplement Report: the stack, its doses and the compliance figures', async () => {
    const text = await readBack(buildReport('supplements', input))
    expectIn(text, [
      'Supplement Report',
      'Ана Коваленко',
      REPORT_DISCLAIMER,
      'Last 30 days: 27 Oct 2026 – 25 Nov 2026',
      'Morning, 08:00',
      '2,000 IU',
      'you marked 39 taken (61%), 1 skipped and 24 not marked',
      'Page 1 of',
    ])
  })

  it('Lab Trends: each value with its status and the change', async () => {
    const text = await readBack(buildReport('lab-trends', input))
    expectIn(text, ['Lab Trends', 'Ana Silva-Kovalenko', 'Vitamin D, 25-OH', '18 ng/mL', 'Low', '+24 ng/mL (+133%)', REPORT_DISCLAIMER])
  })

  it('Interaction Report: the serious interaction, what could not be checked, and the sources', async () => {
    const text = await readBack(buildReport('interactions', input))
    expectIn(text, [
      'Interaction Report',
      'Ана Коваленко',
      'Avoid: serious interaction (major)',
      'Anticoagulants + Ginkgo Biloba',
      'We could not check “Xyzzolam 10 mg”.',
      'https://www.nccih.nih.gov/health/ginkgo',
      REPORT_DISCLAIMER,
    ])
  })

  it('Wellness Summary: the averages and the shift section', async () => {
    const text = await readBack(buildReport('wellness', input))
    expectIn(text, ['Wellness Summary', 'Ана Коваленко', 'Averages', 'Stress management', 'No shift rota is set', REPORT_DISCLAIMER])
  })

  // Rendering takes seconds on a busy machine; what is asserted does not depend on time.
  it('puts the disclaimer and the page number on every page of a long report', { timeout: 60_000 }, async () => {
    const many = anaInput({
      labResults: Array.from({ length: 12 }, (_, i) =>
        labResult(`Test ${String(i).padStart(2, '0')}`, String(i + 1), `2026-0${(i % 9) + 1}-01`, { unit: 'mg/dL', referenceRange: '1-30' })
      ),
    })
    const text = await readBack(buildReport('lab-trends', many))
    const pages = Number(/Page 1 of (\d+)/.exec(text.replace(/\s+/g, ' '))?.[1])
    expect(pages).toBeGreaterThan(1)
    const squashed = text.replace(/\s+/g, '')
    expect(squashed.split(REPORT_DISCLAIMER.replace(/\s+/g, '')).length - 1).toBe(pages)
    expect(containsText(text, `Page ${pages} of ${pages}`)).toBe(true)
  })

  it('falls back to the built-in font when none is given', async () => {
    const text = await readBack(buildReport('interactions', anaInput()), null)
    expectIn(text, ['Interaction Report', 'Ana Silva', REPORT_DISCLAIMER])
  })
})
