/**
 * The Supplement Report: what the person takes now and how it is going. Sections, in order:
 * the timetable of the active stack (by time of day, with each dose and start date); the usual
 * doses in the reference data (each supplement's own sources); doses taken over the last 30 days
 * (compliance.ts), in total and per supplement; progress over the last 4 weeks from the journal
 * and the weekly check-ins (progress/weekly.ts, the numbers /progress shows); and, short, the
 * interactions that concern the stack (the Interaction Report has the details).
 *
 * Invariant: the interaction part never says "no known interactions" while something the person
 * takes could not be checked.
 */
import { SEVERITY_WORDING } from '../safety/person-safety.js'
import { weeklySeries } from '../progress/weekly.js'
import type { ReportChart, ReportInput, ReportSection } from './types.js'
import {
  REPORT_WINDOW_DAYS,
  SourceCollector,
  activeStack,
  dayIn,
  formatDay,
  percent,
  plural,
  readReportSafety,
  reportTimeZone,
  score,
  supplementName,
  type ReportWindow,
  type SafetyReading,
} from './common.js'
import { doseCompliance } from './compliance.js'

export const PROGRESS_WEEKS = 4

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** 'Morning, 08:00' — the part of the day (morning from 04:00, afternoon 12:00, evening 17:00, night 22:00), then the time. */
export function timeOfDay(time: string | null): string {
  if (time === null) return 'Any time'
  const minutes = minutesOf(time)
  const hour = minutes / 60
  const part = hour >= 4 && hour < 12 ? 'Morning' : hour >= 12 && hour < 17 ? 'Afternoon' : hour >= 17 && hour < 22 ? 'Evening' : 'Night'
  return `${part}, ${time}`
}

function timetable(input: ReportInput, sources: SourceCollector): ReportSection[] {
  const zone = reportTimeZone(input.timeZone)
  const stack = activeStack(input).sort(
    (a, b) =>
      (a.time ?? '99:99').localeCompare(b.time ?? '99:99') ||
      supplementName(input, a.supplementId).localeCompare(supplementName(input, b.supplementId))
  )
  const section: ReportSection = { heading: 'Your supplements' }
  if (stack.length === 0) {
    section.empty = 'No supplements in your stack. Save a plan’s recommendations or track a supplement, and they are listed here.'
    return [section]
  }
  section.paragraphs = [`${plural(stack.length, 'supplement')} in your stack, by time of day.`]
  if (input.reminderSettings?.rota)
    section.paragraphs.push(
      'You have a shift rota: on days a time falls while you sleep, that dose moves to when you wake (as Today shows).'
    )
  section.table = {
    caption: 'Your supplements, by time of day',
    columns: ['When', 'Supplement', 'Your dose', 'Started'],
    rows: stack.map((item) => [
      timeOfDay(item.time),
      supplementName(input, item.supplementId),
      item.dosage ?? 'Not set',
      formatDay(dayIn(zone, Date.parse(item.startedAt))),
    ]),
  }

  const known = stack.flatMap((item) => input.reference.supplements.find((s) => s.id === item.supplementId) ?? [])
  const reference: ReportSection = { heading: 'Usual doses in the reference data' }
  if (known.length > 0) {
    for (const supplement of known) sources.add(supplement.sources)
    reference.paragraphs = [
      'The amounts the reference data gives, from the fact sheets listed under Sources. Your own dose is the one above; ask your clinician before changing it.',
    ]
    reference.table = {
      caption: 'Usual doses and timing in the reference data',
      columns: ['Supplement', 'Usual dose', 'When to take it'],
      rows: known.map((supplement) => [supplement.name, supplement.dosage, supplement.timing]),
    }
  }
  return known.length > 0 ? [section, reference] : [section]
}

function complianceSection(input: ReportInput, window: ReportWindow): ReportSection {
  const { total, bySupplement, byDay } = doseCompliance(input, window)
  const section: ReportSection = { heading: `Doses taken (last ${REPORT_WINDOW_DAYS} days)` }
  if (total.planned === 0) {
    section.empty = `No doses were planned in the last ${REPORT_WINDOW_DAYS} days.`
    return section
  }
  section.paragraphs = [
    `Of ${plural(total.planned, 'planned dose')} from ${formatDay(window.from)} to ${formatDay(window.today)}, you marked ${total.taken} taken (${percent(total.taken, total.planned)}%), ${total.skipped} skipped and ${total.notMarked} not marked.`,
    'Doses still to come today are not counted, nor days before a supplement was started. Only the supplements in your stack now are counted.',
  ]
  section.table = {
    caption: `Doses taken per supplement, last ${REPORT_WINDOW_DAYS} days`,
    columns: ['Supplement', 'Planned', 'Taken', 'Skipped', 'Not marked', 'Taken (%)'],
    rows: bySupplement
      .filter((tally) => tally.planned > 0)
      .map((tally) => [
        supplementName(input, tally.supplementId),
        String(tally.planned),
        String(tally.taken),
        String(tally.skipped),
        String(tally.notMarked),
        `${percent(tally.taken, tally.planned)}%`,
      ]),
  }
  const points = byDay.map((day) => ({ x: day.day, y: percent(day.taken, day.planned)! }))
  const best = Math.max(...points.map((p) => p.y))
  const worst = Math.min(...points.map((p) => p.y))
  section.charts = [
    {
      title: 'Share of planned doses taken, by day',
      unit: '%',
      yRange: [0, 100],
      series: [{ label: 'Doses taken (%)', points }],
      summary: `Daily share of planned doses taken over ${plural(points.length, 'day')}: between ${worst}% and ${best}%, ${percent(total.taken, total.planned)}% overall.`,
    },
  ]
  return section
}

function progressSection(input: ReportInput, window: ReportWindow): ReportSection {
  const zone = reportTimeZone(input.timeZone)
  const weeks = weeklySeries(
    {
      entries: input.journal.map((entry) => ({ ...entry, day: dayIn(zone, Date.parse(entry.date)) })),
      checkIns: input.checkIns.map((checkIn) => ({ ...checkIn, day: dayIn(zone, Date.parse(checkIn.createdAt)) })),
      items: [],
      doses: [],
    },
    window.today,
    PROGRESS_WEEKS
  )
  const section: ReportSection = { heading: `Progress (last ${PROGRESS_WEEKS} weeks)` }
  const observed = weeks.filter((week) => week.observations > 0)
  if (observed.length === 0) {
    section.empty = `No journal entries or check-ins in the last ${PROGRESS_WEEKS} weeks.`
    return section
  }
  const first = observed[0]!
  const last = observed.at(-1)!
  section.paragraphs = [
    'Scores out of 10 from your journal and weekly check-ins, higher is better (for stress, higher means calmer).',
    observed.length > 1
      ? `Wellbeing averaged ${score(first.wellbeing)} in the week of ${formatDay(first.from)} and ${score(last.wellbeing)} in the week of ${formatDay(last.from)}.`
      : `Wellbeing averaged ${score(last.wellbeing)} in the week of ${formatDay(last.from)}.`,
  ]
  const latest = [...input.checkIns].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  if (latest)
    section.paragraphs.push(
      `Latest weekly check-in (week ${latest.weekNumber}, ${formatDay(dayIn(zone, Date.parse(latest.createdAt)))}): wellbeing ${latest.overallWellbeing}/10, energy ${latest.energyLevels}/10, sleep ${latest.sleepQuality}/10, stress level ${latest.stressLevels}/10, doses taken as stated ${latest.supplementCompliance}%.`
    )
  section.table = {
    caption: `Weekly averages, last ${PROGRESS_WEEKS} weeks`,
    columns: ['Week', 'Wellbeing', 'Energy', 'Sleep', 'Stress management', 'Entries'],
    rows: weeks.map((week) => [
      `${formatDay(week.from)} – ${formatDay(week.to)}`,
      score(week.wellbeing),
      score(week.energy),
      score(week.sleep),
      score(week.stress),
      String(week.observations),
    ]),
  }
  const line = (label: string, value: (week: (typeof weeks)[number]) => number | null) => ({
    label,
    points: weeks.flatMap((week) => {
      const y = value(week)
      return y === null ? [] : [{ x: week.to, y: Math.round(y * 10) / 10 }]
    }),
  })
  const chart: ReportChart = {
    title: 'Weekly averages',
    unit: 'score 0–10',
    yRange: [0, 10],
    series: [
      line('Wellbeing', (w) => w.wellbeing),
      line('Energy', (w) => w.energy),
      line('Sleep', (w) => w.sleep),
      line('Stress management', (w) => w.stress),
    ],
    summary: section.paragraphs[1],
  }
  section.charts = [chart]
  return section
}

function warningsSection(input: ReportInput, reading: SafetyReading, sources: SourceCollector): ReportSection {
  const stackNames = new Set(activeStack(input).map((item) => supplementName(input, item.supplementId)))
  const findings = reading.safety.findings.filter((finding) => finding.pairs.some((pair) => stackNames.has(pair.supplement)))
  const section: ReportSection = { heading: 'Interaction warnings' }
  const paragraphs: string[] = []
  if (findings.length > 0) {
    for (const finding of findings) sources.add(finding.interaction.sources)
    section.emphasis = findings.some((f) => f.interaction.interactionType === 'major') ? 'warning' : undefined
    section.table = {
      caption: 'Interactions that concern your stack',
      columns: ['Supplement', 'Medicine', 'Level'],
      rows: findings.flatMap((finding) =>
        finding.pairs
          .filter((pair) => stackNames.has(pair.supplement))
          .map((pair) => [pair.supplement, pair.medication, SEVERITY_WORDING[finding.interaction.interactionType]])
      ),
    }
    paragraphs.push('The Interaction Report explains each one, what to do, and its sources.')
  }
  if (reading.gaps.length > 0) {
    section.emphasis = 'warning'
    paragraphs.push(
      `${plural(reading.gaps.length, 'thing')} you take could not be checked for interactions; the Interaction Report lists ${reading.gaps.length === 1 ? 'it' : 'them'}.`
    )
  }
  if (findings.length === 0 && reading.gaps.length === 0) {
    paragraphs.push(
      stackNames.size === 0
        ? 'There is no stack to check.'
        : reading.safety.medicines.length === 0
          ? 'No medicines are recorded (prescriptions or your latest assessment), so your stack was checked against none.'
          : 'No known interactions between your stack and the medicines you recorded, in the interaction table Dosewise uses.'
    )
  }
  section.paragraphs = paragraphs
  return section
}

export function buildSupplementSections(input: ReportInput, window: ReportWindow, sources: SourceCollector): ReportSection[] {
  const reading = readReportSafety(input)
  return [
    ...timetable(input, sources),
    complianceSection(input, window),
    progressSection(input, window),
    warningsSection(input, reading, sources),
  ]
}
