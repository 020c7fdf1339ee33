/**
 * The Wellness Summary: the last 30 days of the journal and the weekly check-ins, as scores out
 * of 10 where higher is better (progress/scores.ts: mood, energy, sleep, and stress management —
 * low stress scores high; a check-in's stress level counts as 10 − level, as /progress does).
 * A day's score is the mean of that day's observations; an average is the mean of the days.
 *
 * By shift: with a rota in the reminder settings (doses/rota.ts gives each day's shift), the days
 * with journal entries are grouped into day-shift, night-shift and off days and compared. Only
 * journal entries count there (a check-in covers a week of mixed shifts). Without a rota the
 * section says none is set. These are the person's own entries, and the text never claims a
 * cause.
 */
import { ROTA_DEFAULTS, ROTA_LETTERS, rotaTimes, shiftOn, type Rota, type Shift } from '../doses/rota.js'
import { entryScores } from '../progress/scores.js'
import type { ReportChart, ReportInput, ReportSection } from './types.js'
import { addDays, dayIn, formatDay, listing, mean, plural, reportTimeZone, score, type ReportWindow } from './common.js'

export const MEASURES = ['wellbeing', 'mood', 'energy', 'sleep', 'stress'] as const
export type Measure = (typeof MEASURES)[number]
export const MEASURE_LABELS: Record<Measure, string> = {
  wellbeing: 'Wellbeing',
  mood: 'Mood',
  energy: 'Energy',
  sleep: 'Sleep',
  stress: 'Stress management',
}
/** Half-window averages closer than this are "about the same" (the insights' smallest effect worth a word). */
export const STEADY_WITHIN = 0.5
/** Fewer days than this on a shift: its averages are flagged as resting on little. */
export const FEW_DAYS = 3

const SHIFT_LABELS: Record<Shift, string> = { day: 'Day shift', night: 'Night shift', off: 'Day off' }
const SHIFT_WORDS: Record<Shift, string> = { day: 'day-shift days', night: 'night-shift days', off: 'days off' }

type Values = Record<Measure, number[]>
export interface DayScores {
  day: string
  /** That day's mean of each measure (null: nothing said about it that day). */
  scores: Record<Measure, number | null>
  entries: number
  checkIns: number
  /** The journal's scores alone (for the shift comparison). */
  journal: Record<Measure, number | null>
}

const emptyValues = (): Values => ({ wellbeing: [], mood: [], energy: [], sleep: [], stress: [] })
const means = (values: Values) => Object.fromEntries(MEASURES.map((m) => [m, mean(values[m])])) as Record<Measure, number | null>

/** Each day of the window with anything recorded, in order. */
export function dailyScores(input: ReportInput, window: ReportWindow): DayScores[] {
  const zone = reportTimeZone(input.timeZone)
  const days = new Map<string, { all: Values; journal: Values; entries: number; checkIns: number }>()
  const dayOf = (day: string) => {
    let found = days.get(day)
    if (!found) days.set(day, (found = { all: emptyValues(), journal: emptyValues(), entries: 0, checkIns: 0 }))
    return found
  }
  const inWindow = (day: string) => day >= window.from && day <= window.today
  for (const entry of input.journal) {
    const day = dayIn(zone, Date.parse(entry.date))
    const scores = inWindow(day) ? entryScores(entry) : null
    if (!scores) continue
    const bucket = dayOf(day)
    bucket.entries += 1
    for (const measure of MEASURES) {
      bucket.all[measure].push(scores[measure])
      bucket.journal[measure].push(scores[measure])
    }
  }
  for (const checkIn of input.checkIns) {
    const day = dayIn(zone, Date.parse(checkIn.createdAt))
    if (!inWindow(day)) continue
    const bucket = dayOf(day)
    bucket.checkIns += 1
    bucket.all.wellbeing.push(checkIn.overallWellbeing)
    bucket.all.energy.push(checkIn.energyLevels)
    bucket.all.sleep.push(checkIn.sleepQuality)
    bucket.all.stress.push(10 - checkIn.stressLevels)
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, bucket]) => ({
      day,
      scores: means(bucket.all),
      journal: means(bucket.journal),
      entries: bucket.entries,
      checkIns: bucket.checkIns,
    }))
}

const averageOf = (days: readonly DayScores[], measure: Measure, pick: 'scores' | 'journal' = 'scores') =>
  mean(days.flatMap((day) => (day[pick][measure] === null ? [] : [day[pick][measure]!])))

const daysWith = (days: readonly DayScores[], measure: Measure) => days.filter((day) => day.scores[measure] !== null).length

function change(first: number | null, last: number | null): string {
  if (first === null || last === null) return 'Not enough entries'
  const difference = Math.round((last - first) * 10) / 10
  if (Math.abs(difference) < STEADY_WITHIN) return 'About the same'
  return difference > 0 ? `Up ${difference.toFixed(1)}` : `Down ${Math.abs(difference).toFixed(1)}`
}

function averagesSection(days: DayScores[], window: ReportWindow): ReportSection[] {
  const section: ReportSection = { heading: 'Averages' }
  if (days.length === 0) {
    section.empty = 'No journal entries or check-ins in the last 30 days.'
    return [section]
  }
  const middle = addDays(window.from, 15)
  const firstHalf = days.filter((day) => day.day < middle)
  const lastHalf = days.filter((day) => day.day >= middle)
  const entries = days.reduce((sum, day) => sum + day.entries, 0)
  const checkIns = days.reduce((sum, day) => sum + day.checkIns, 0)
  section.paragraphs = [
    `From ${plural(entries, 'journal entry', 'journal entries')} and ${plural(checkIns, 'weekly check-in')} on ${plural(days.length, 'day')}. Scores out of 10, higher is better (for stress, higher means calmer).`,
    `Halves: ${formatDay(window.from)} – ${formatDay(addDays(middle, -1))} and ${formatDay(middle)} – ${formatDay(window.today)}; a change under ${STEADY_WITHIN} is shown as about the same.`,
  ]
  section.table = {
    caption: 'Average scores, last 30 days',
    columns: ['Measure', 'Average', 'Days', 'First 15 days', 'Last 15 days', 'Change'],
    rows: MEASURES.map((measure) => {
      const first = averageOf(firstHalf, measure)
      const last = averageOf(lastHalf, measure)
      return [
        MEASURE_LABELS[measure],
        score(averageOf(days, measure)),
        String(daysWith(days, measure)),
        score(first),
        score(last),
        change(first, last),
      ]
    }),
  }
  const chart: ReportChart = {
    title: 'Daily scores',
    unit: 'score 0–10',
    yRange: [0, 10],
    series: MEASURES.map((measure) => ({
      label: MEASURE_LABELS[measure],
      points: days.flatMap((day) => (day.scores[measure] === null ? [] : [{ x: day.day, y: Math.round(day.scores[measure]! * 10) / 10 }])),
    })),
    summary: `Daily scores on ${plural(days.length, 'day')}: wellbeing averaged ${score(averageOf(days, 'wellbeing'))}, sleep ${score(averageOf(days, 'sleep'))}, energy ${score(averageOf(days, 'energy'))}. The table “Day by day” has every value.`,
  }
  section.charts = [chart]
  const byDay: ReportSection = {
    heading: 'Day by day',
    level: 3,
    table: {
      caption: 'Scores on each day with entries',
      columns: ['Day', ...MEASURES.map((m) => MEASURE_LABELS[m]), 'Entries'],
      rows: days.map((day) => [formatDay(day.day), ...MEASURES.map((m) => score(day.scores[m])), String(day.entries + day.checkIns)]),
    },
  }
  return [section, byDay]
}

function describeRota(rota: Rota): string {
  const times = rotaTimes(rota)
  const pattern = rota.pattern.map((shift) => ROTA_LETTERS[shift]).join(' ')
  return `Your rota: ${pattern} (D day shift, N night shift, O off) from ${formatDay(rota.startsOn)}; day shifts ${times.day.join('–')}, night shifts ${times.night.join('–')}, ${rota.shiftHours ?? ROTA_DEFAULTS.shiftHours} hours.`
}

function shiftSection(input: ReportInput, days: DayScores[]): ReportSection {
  const rota = input.reminderSettings?.rota ?? null
  const section: ReportSection = { heading: 'By shift' }
  if (!rota) {
    section.empty =
      'No shift rota is set, so days cannot be compared by shift. You can add your rota on the Notifications screen, under Dose times.'
    return section
  }
  const journalDays = days.filter((day) => day.entries > 0)
  section.paragraphs = [describeRota(rota)]
  if (journalDays.length === 0) {
    section.empty = 'No journal entries in the last 30 days to compare.'
    return section
  }
  const groups = (['day', 'night', 'off'] as const).map((shift) => ({
    shift,
    days: journalDays.filter((day) => shiftOn(rota, day.day) === shift),
  }))
  section.paragraphs.push(
    'Journal entries only (a weekly check-in covers several shifts), each on the day it was written on your clock. Averages of your own entries, not evidence that shifts cause a difference.'
  )
  const present = groups.filter((group) => group.days.length > 0)
  const compare = (measure: Measure) =>
    `${MEASURE_LABELS[measure]} averaged ${listing(present.map((g) => `${score(averageOf(g.days, measure, 'journal'))} on ${SHIFT_WORDS[g.shift]}`))}.`
  section.paragraphs.push(compare('sleep'), compare('wellbeing'))
  if (present.some((group) => group.days.length < FEW_DAYS))
    section.paragraphs.push(`Some shifts have fewer than ${FEW_DAYS} days with entries: read those averages with care.`)
  section.table = {
    caption: 'Average journal scores by shift, last 30 days',
    columns: ['Shift', 'Days with entries', ...MEASURES.map((m) => MEASURE_LABELS[m])],
    rows: groups.map((group) => [
      SHIFT_LABELS[group.shift],
      String(group.days.length),
      ...MEASURES.map((m) => score(averageOf(group.days, m, 'journal'))),
    ]),
  }
  return section
}

export function buildWellnessSections(input: ReportInput, window: ReportWindow): ReportSection[] {
  const days = dailyScores(input, window)
  return [...averagesSection(days, window), shiftSection(input, days)]
}
