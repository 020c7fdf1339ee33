/**
 * A report as a PDF file (`@dosewise/sync-protocol/reports/pdf`), laid out with @react-pdf/renderer:
 * the PWA runs it in a Web Worker (Download PDF, offline too), the API runs it for Share Report.
 * React is used here only as react-pdf's document language (createElement, no DOM, no hooks).
 *
 * No I/O of its own: the fonts are passed in — URLs in a browser or worker, absolute file paths
 * in Node (react-pdf fetches the one and reads the other), or data: URLs. DejaVu Sans covers
 * Latin, Greek, Cyrillic and more, so names in those scripts print. With no fonts (null), the
 * PDF falls back to the built-in Helvetica, which has Western European letters only.
 *
 * Layout: a header (title, subtitle, person, date), the sections (headings, paragraphs, tables
 * whose rows never split across pages, charts as SVG line charts with the reference band), the
 * sources at the end, and on every page a footer with the disclaimer and "Page n of N".
 */
import { createElement as h, type ReactElement, type ReactNode } from 'react'
import { Document, Font, Line, Link, Page, Polyline, Rect, Circle, Svg, Text, View, pdf, type DocumentProps } from '@react-pdf/renderer'
import type { ReportChart, ReportDocument, ReportSection, ReportTable } from './types.js'
import { chartGeometry } from './chart-geometry.js'
import { formatDay } from './common.js'

export interface ReportFonts {
  /** DejaVuSans.ttf: a URL (browser, worker), an absolute file path (Node) or a data: URL. */
  regular: string
  /** DejaVuSans-Bold.ttf, the same way. */
  bold: string
}

const INK = '#111827'
const MUTED = '#4b5563'
const RULE = '#d1d5db'
const WARNING = '#b45309'
const BAND = '#e5e7eb'
const CHART_WIDTH = 480
const CHART_HEIGHT = 150

// react-pdf keeps registered fonts globally: each distinct pair is registered once, as its own family.
const families = new Map<string, string>()

function fontsFor(fonts: ReportFonts | null): { regular: Record<string, unknown>; bold: Record<string, unknown> } {
  if (!fonts) return { regular: { fontFamily: 'Helvetica' }, bold: { fontFamily: 'Helvetica-Bold' } }
  const key = `${fonts.regular}\u0000${fonts.bold}`
  let family = families.get(key)
  if (!family) {
    family = `DosewiseReport${families.size + 1}`
    Font.register({
      family,
      fonts: [
        { src: fonts.regular, fontWeight: 400 },
        { src: fonts.bold, fontWeight: 700 },
      ],
    })
    families.set(key, family)
  }
  return { regular: { fontFamily: family, fontWeight: 400 }, bold: { fontFamily: family, fontWeight: 700 } }
}

type Fonts = ReturnType<typeof fontsFor>

/** Column widths from what the columns hold: long text gets room, short numbers little. */
function columnWeights(table: ReportTable): number[] {
  return table.columns.map((column, index) => {
    const lengths = table.rows.map((row) => (row[index] ?? '').length)
    const typical = lengths.length ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length : 0
    return Math.min(40, Math.max(6, column.length * 0.6, typical, Math.max(0, ...lengths) * 0.5))
  })
}

function table(part: ReportTable, fonts: Fonts): ReactElement {
  const weights = columnWeights(part)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const cell = (text: string, index: number, style: Record<string, unknown>) =>
    h(
      Text,
      { key: index, style: { width: `${(weights[index]! / total) * 100}%`, paddingVertical: 3, paddingHorizontal: 3, ...style } },
      text
    )
  return h(
    View,
    { style: { marginTop: 6, borderTopWidth: 0.5, borderTopColor: RULE } },
    part.caption ? h(Text, { style: { ...fonts.bold, fontSize: 8, color: MUTED, marginVertical: 3 } }, part.caption) : null,
    h(
      View,
      { style: { flexDirection: 'row', backgroundColor: '#f3f4f6', borderBottomWidth: 0.5, borderBottomColor: RULE }, wrap: false },
      part.columns.map((column, index) => cell(column, index, { ...fonts.bold, fontSize: 8 }))
    ),
    part.rows.map((row, rowIndex) =>
      h(
        View,
        { key: rowIndex, style: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE }, wrap: false },
        row.map((text, index) => cell(text, index, { ...fonts.regular, fontSize: 8.5 }))
      )
    )
  )
}

function chart(part: ReportChart, fonts: Fonts, key: number): ReactElement {
  const g = chartGeometry(part, CHART_WIDTH, CHART_HEIGHT)
  const label = (x: number, y: number, text: string, anchor: 'start' | 'middle' | 'end' = 'start') =>
    h(Text, { x, y, textAnchor: anchor, fill: MUTED, style: { fontSize: 7, ...fonts.regular } }, text)
  return h(
    View,
    { key, style: { marginTop: 8 }, wrap: false },
    h(Text, { style: { ...fonts.bold, fontSize: 9 } }, part.unit ? `${part.title} (${part.unit})` : part.title),
    h(
      Svg,
      { width: g.width, height: g.height, viewBox: `0 0 ${g.width} ${g.height}` },
      g.band ? h(Rect, { x: g.plot.left, y: g.band.top, width: g.plot.right - g.plot.left, height: g.band.height, fill: BAND }) : null,
      h(Line, { x1: g.plot.left, y1: g.plot.bottom, x2: g.plot.right, y2: g.plot.bottom, stroke: MUTED, strokeWidth: 0.5 }),
      h(Line, { x1: g.plot.left, y1: g.plot.top, x2: g.plot.left, y2: g.plot.bottom, stroke: MUTED, strokeWidth: 0.5 }),
      ...g.yTicks.map((tick) => label(g.plot.left - 4, tick.y + 2.5, tick.label, 'end')),
      ...g.xLabels.map((item) => label(item.x, g.height - 6, item.label, item.anchor)),
      ...g.series.flatMap((series) => [
        series.points.length > 1
          ? h(Polyline, {
              points: series.polyline,
              stroke: series.color,
              strokeWidth: 1.5,
              fill: 'none',
              ...(series.dash ? { strokeDasharray: series.dash } : {}),
            })
          : null,
        ...series.points.map((point) => h(Circle, { cx: point.x, cy: point.y, r: 2, fill: series.color })),
      ])
    ),
    h(
      View,
      { style: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 2 } },
      ...g.series.map((series, index) =>
        h(
          View,
          { key: index, style: { flexDirection: 'row', alignItems: 'center', marginRight: 10 } },
          h(View, { style: { width: 10, height: 2, backgroundColor: series.color, marginRight: 3 } }),
          h(Text, { style: { ...fonts.regular, fontSize: 7.5 } }, series.label)
        )
      ),
      g.band
        ? h(
            View,
            { style: { flexDirection: 'row', alignItems: 'center' } },
            h(View, { style: { width: 10, height: 6, backgroundColor: BAND, marginRight: 3 } }),
            h(Text, { style: { ...fonts.regular, fontSize: 7.5 } }, g.band.label)
          )
        : null
    ),
    part.summary ? h(Text, { style: { ...fonts.regular, fontSize: 7.5, color: MUTED, marginTop: 2 } }, part.summary) : null
  )
}

function section(part: ReportSection, fonts: Fonts, key: number): ReactElement {
  const level3 = part.level === 3
  const children: ReactNode[] = [
    h(Text, { key: 'h', style: { ...fonts.bold, fontSize: level3 ? 10.5 : 13, marginBottom: 3 }, minPresenceAhead: 40 }, part.heading),
    ...(part.paragraphs ?? []).map((text, index) =>
      h(Text, { key: `p${index}`, style: { ...fonts.regular, fontSize: 9.5, lineHeight: 1.35, marginBottom: 3 } }, text)
    ),
    part.empty ? h(Text, { key: 'e', style: { ...fonts.regular, fontSize: 9.5, color: MUTED } }, part.empty) : null,
    part.table ? h(View, { key: 't' }, table(part.table, fonts)) : null,
    ...(part.charts ?? []).map((item, index) => chart(item, fonts, 100 + index)),
  ]
  const warning = part.emphasis === 'warning' ? { borderLeftWidth: 2.5, borderLeftColor: WARNING, paddingLeft: 8 } : {}
  return h(View, { key, style: { marginTop: level3 ? 8 : 14, ...warning } }, ...children)
}

function reportElement(doc: ReportDocument, fonts: Fonts): ReactElement<DocumentProps> {
  const body = { ...fonts.regular, fontSize: 9.5, color: INK }
  return h(
    Document,
    {
      title: `${doc.title} — ${doc.person.name}`,
      author: 'Dosewise',
      subject: doc.subtitle,
      creator: 'Dosewise',
      producer: 'Dosewise',
      language: 'en',
      creationDate: new Date(doc.generatedAt),
    },
    h(
      Page,
      { size: 'A4', style: { ...body, paddingTop: 40, paddingBottom: 70, paddingHorizontal: 44 } },
      h(
        View,
        { style: { borderBottomWidth: 1, borderBottomColor: INK, paddingBottom: 8 } },
        h(Text, { style: { ...fonts.bold, fontSize: 20 } }, doc.title),
        h(Text, { style: { fontSize: 10, color: MUTED, marginTop: 3 } }, doc.subtitle),
        h(Text, { style: { fontSize: 10, marginTop: 6 } }, `Prepared for ${doc.person.name}, ${formatDay(doc.generatedOn)}`)
      ),
      ...doc.sections.map((part, index) => section(part, fonts, index)),
      doc.sources.length > 0
        ? h(
            View,
            { style: { marginTop: 16 } },
            h(Text, { style: { ...fonts.bold, fontSize: 13, marginBottom: 4 }, minPresenceAhead: 40 }, 'Sources'),
            ...doc.sources.map((source, index) =>
              h(
                View,
                { key: index, style: { marginBottom: 3 }, wrap: false },
                h(Text, { style: { fontSize: 8.5 } }, `${index + 1}. ${source.label}`),
                h(Link, { src: source.url, style: { fontSize: 8, color: '#0f5e57' } }, source.url)
              )
            )
          )
        : null,
      h(
        View,
        {
          fixed: true,
          style: { position: 'absolute', bottom: 22, left: 44, right: 44, borderTopWidth: 0.5, borderTopColor: RULE, paddingTop: 4 },
        },
        h(Text, { style: { fontSize: 7, color: MUTED, lineHeight: 1.3 } }, doc.disclaimer),
        h(Text, {
          style: { fontSize: 7, color: MUTED, marginTop: 2, textAlign: 'right' },
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            `${doc.title} · ${doc.person.name} · Page ${pageNumber} of ${totalPages}`,
        })
      )
    )
  )
}

/** The report as PDF bytes. */
export async function renderReportPdf(doc: ReportDocument, fonts: ReportFonts | null): Promise<Uint8Array> {
  // Never break a word with a hyphen: a medicine's name or a dose split in two can be misread.
  Font.registerHyphenationCallback((word) => [word])
  const blob = await pdf(reportElement(doc, fontsFor(fonts))).toBlob()
  return new Uint8Array(await blob.arrayBuffer())
}
