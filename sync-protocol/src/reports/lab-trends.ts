/**
 * Lab Trends: each test over time against its reference range. Results are grouped by test
 * (the name in normal form, normalizeName: 'Vitamin D, 25-OH' and 'vitamin d 25 OH' are one
 * test), tests listed alphabetically, each test's results oldest first. A status is the one the
 * app shows everywhere (sync/lab-status.ts): computed low / normal / high when the value and the
 * range are both numbers, else the status as recorded.
 *
 * Invariants: a change from first to last is stated only between two numbers in the same unit;
 * a chart plots only the values in the unit of the latest result (others are said to be left
 * out), with the latest result's range as its band.
 */
import { normalizeName } from '../matching/normalize-name.js'
import type { LabResult } from '../schemas/healthcare.js'
import { deriveLabStatus, parseLabNumber, parseReferenceRange } from '../sync/lab-status.js'
import type { ReportChart, ReportInput, ReportSection } from './types.js'
import { LAB_RANGE_SOURCE, SourceCollector, formatDay, plural, recordDay } from './common.js'

const STATUS_WORDS = { low: 'Low', normal: 'Normal', high: 'High' } as const

export interface LabTest {
  /** As the latest result names it. */
  name: string
  /** Oldest first. */
  results: LabResult[]
}

/** Results grouped by test, tests alphabetically, results oldest first. */
export function groupLabTests(results: readonly LabResult[]): LabTest[] {
  const groups = new Map<string, LabResult[]>()
  for (const result of results) {
    const key = normalizeName(result.testName)
    groups.set(key, [...(groups.get(key) ?? []), result])
  }
  return [...groups.values()]
    .map((group) => {
      const sorted = [...group].sort(
        (a, b) => recordDay(a.testedAt).localeCompare(recordDay(b.testedAt)) || a.createdAt.localeCompare(b.createdAt)
      )
      return { name: sorted.at(-1)!.testName.trim(), results: sorted }
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
}

export function labStatus(result: Pick<LabResult, 'value' | 'referenceRange' | 'status'>): string {
  const status = deriveLabStatus(result.value, result.referenceRange, result.status)
  return status ? STATUS_WORDS[status] : 'Not given'
}

const unitOf = (result: LabResult) => (result.unit ?? '').trim().toLowerCase()
const withUnit = (value: string, unit: string | null) => (unit?.trim() ? `${value.trim()} ${unit.trim()}` : value.trim())
const decimals = (text: string) => /[.,](\d+)\s*$/.exec(text.trim())?.[1]?.length ?? 0

/** '+24 ng/mL (+133%) from 3 Jan 2026 to 20 Nov 2026', or why there is no number to give. */
export function labChange(test: LabTest): string {
  const first = test.results[0]!
  const last = test.results.at(-1)!
  if (test.results.length < 2) return 'One result'
  const a = parseLabNumber(first.value)
  const b = parseLabNumber(last.value)
  if (a === null || b === null || unitOf(first) !== unitOf(last)) return 'Not comparable (not two numbers in the same unit)'
  const places = Math.max(decimals(first.value), decimals(last.value))
  const difference = Number((b - a).toFixed(places))
  const sign = difference > 0 ? '+' : difference < 0 ? '-' : '±'
  const relative = a !== 0 ? ` (${sign}${Math.abs(Math.round(((b - a) / Math.abs(a)) * 100))}%)` : ''
  return `${sign}${withUnit(Math.abs(difference).toFixed(places), last.unit)}${relative} from ${formatDay(recordDay(first.testedAt))} to ${formatDay(recordDay(last.testedAt))}`
}

function chartOf(test: LabTest): { chart: ReportChart; leftOut: number } | null {
  const last = test.results.at(-1)!
  const points = test.results.flatMap((result) => {
    const y = parseLabNumber(result.value)
    return y === null || unitOf(result) !== unitOf(last) ? [] : [{ x: recordDay(result.testedAt), y }]
  })
  if (points.length === 0) return null
  const range = last.referenceRange ? parseReferenceRange(last.referenceRange) : null
  const firstPoint = points[0]!
  const lastPoint = points.at(-1)!
  const unit = last.unit?.trim() || null
  const span =
    points.length === 1
      ? `${withUnit(String(firstPoint.y), unit)} on ${formatDay(firstPoint.x)}`
      : `from ${withUnit(String(firstPoint.y), unit)} on ${formatDay(firstPoint.x)} to ${withUnit(String(lastPoint.y), unit)} on ${formatDay(lastPoint.x)} (${plural(points.length, 'result')})`
  return {
    chart: {
      title: test.name,
      unit,
      series: [{ label: test.name, points }],
      band: range ? { low: range.min, high: range.max, label: `Reference range ${last.referenceRange!.trim()}` } : null,
      summary: `${test.name} ${span}${range ? `; reference range ${last.referenceRange!.trim()}` : '; no numeric reference range'}.`,
    },
    leftOut: test.results.length - points.length,
  }
}

function testSection(test: LabTest): ReportSection {
  const latest = test.results.at(-1)!
  const section: ReportSection = {
    heading: test.name,
    level: 3,
    paragraphs: [
      `Latest: ${withUnit(latest.value, latest.unit)} on ${formatDay(recordDay(latest.testedAt))} (${labStatus(latest).toLowerCase()}).`,
    ],
    table: {
      caption: `${test.name}: every result, oldest first`,
      columns: ['Date', 'Value', 'Reference range', 'Status'],
      rows: test.results.map((result) => [
        formatDay(recordDay(result.testedAt)),
        withUnit(result.value, result.unit),
        result.referenceRange?.trim() || 'Not given',
        labStatus(result),
      ]),
    },
  }
  if (test.results.length > 1) section.paragraphs!.push(`Change from first to last: ${labChange(test)}.`)
  const charted = chartOf(test)
  if (charted) {
    section.charts = [charted.chart]
    if (charted.leftOut > 0)
      section.paragraphs!.push(
        `${plural(charted.leftOut, 'result')} in another unit than ${latest.unit?.trim() || 'the latest one'}, or not a number, ${charted.leftOut === 1 ? 'is' : 'are'} in the table but not on the chart.`
      )
  }
  return section
}

export function buildLabSections(input: ReportInput, sources: SourceCollector): { subtitle: string; sections: ReportSection[] } {
  const tests = groupLabTests(input.labResults)
  if (tests.length === 0) {
    return {
      subtitle: 'No lab results recorded',
      sections: [
        {
          heading: 'Lab results',
          empty: 'No lab results recorded. Add them, or import a file, in the Lab Results tab of the Healthcare screen.',
        },
      ],
    }
  }
  sources.add([LAB_RANGE_SOURCE])
  const days = input.labResults.map((result) => recordDay(result.testedAt)).sort()
  const summary: ReportSection = {
    heading: 'Summary',
    paragraphs: [
      `${plural(input.labResults.length, 'result')} of ${plural(tests.length, 'test')}.`,
      'Low, normal and high compare each value with the reference range recorded with it (each laboratory sets its own). Where the value or the range is not a number, the status is the one recorded with the result.',
    ],
    table: {
      caption: 'Each test: its latest result and the change from its first',
      columns: ['Test', 'Latest result', 'Status', 'Reference range', 'Change, first to last', 'Results'],
      rows: tests.map((test) => {
        const latest = test.results.at(-1)!
        return [
          test.name,
          `${withUnit(latest.value, latest.unit)} (${formatDay(recordDay(latest.testedAt))})`,
          labStatus(latest),
          latest.referenceRange?.trim() || 'Not given',
          labChange(test),
          String(test.results.length),
        ]
      }),
    },
  }
  return {
    subtitle: `${plural(input.labResults.length, 'result')}, ${days[0] === days.at(-1) ? formatDay(days[0]!) : `${formatDay(days[0]!)} – ${formatDay(days.at(-1)!)}`}`,
    sections: [
      summary,
      { heading: 'Results by test', paragraphs: ['Each test over time, with its reference range.'] },
      ...tests.map(testSection),
    ],
  }
}
