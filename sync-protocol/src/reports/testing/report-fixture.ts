/**
 * Test-only: one person's records as a report's input, against the real knowledge base
 * (engine/testing/knowledge-base.ts), on 25 Nov 2026 at 12:00 in London (UTC in November).
 * Every number the report tests assert follows from the records here; the comments say how.
 */
import type { Dose } from '../../schemas/doses.js'
import type { JournalEntry, ProgressTracking } from '../../schemas/journal.js'
import type { LabResult, Prescription } from '../../schemas/healthcare.js'
import type { StackItem } from '../../schemas/stack.js'
import type { ReminderSettings } from '../../schemas/notifications.js'
import type { Assessment } from '../../schemas/assessment.js'
import { knowledgeBase } from '../../engine/testing/knowledge-base.js'
import type { ReportInput } from '../types.js'

export const NOW = Date.parse('2026-11-25T12:00:00Z')
export const USER_ID = 7

let counter = 0
const uuid = () => `00000000-0000-7000-8000-${(++counter).toString(16).padStart(12, '0')}`
const stamp = '2026-01-01T00:00:00.000Z'

/** A catalogue supplement's id in the real knowledge base. */
export function supplementId(name: string): number {
  const found = knowledgeBase().supplements.find((s) => s.name === name)
  if (!found) throw new Error(`not in the knowledge base: ${name}`)
  return found.id
}

export function stackItem(name: string, fields: Partial<StackItem> = {}): StackItem {
  return {
    id: uuid(),
    userId: USER_ID,
    supplementId: supplementId(name),
    active: true,
    dosage: null,
    time: null,
    source: 'manual',
    assessmentId: null,
    startedAt: '2026-10-01T08:00:00.000Z',
    createdAt: stamp,
    updatedAt: stamp,
    ...fields,
  }
}

export function dose(name: string, date: string, status: Dose['status'], time: string | null = null): Dose {
  return {
    id: uuid(),
    userId: USER_ID,
    supplementId: supplementId(name),
    date,
    time,
    status,
    snoozedUntil: null,
    recordedAt: `${date}T09:00:00.000Z`,
    createdAt: stamp,
    updatedAt: stamp,
  }
}

/** Every day from `from` to `to`, inclusive ('YYYY-MM-DD'). */
export function days(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10))
  return out
}

export function journalEntry(date: string, fields: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: uuid(),
    userId: USER_ID,
    date,
    mood: 'good',
    energy: 'medium',
    sleep: 'good',
    stress: 'moderate',
    notes: null,
    supplementsTaken: [],
    ...fields,
  }
}

export function checkIn(createdAt: string, fields: Partial<ProgressTracking> = {}): ProgressTracking {
  return {
    id: uuid(),
    userId: USER_ID,
    assessmentId: null,
    weekNumber: 1,
    overallWellbeing: 7,
    energyLevels: 6,
    sleepQuality: 5,
    stressLevels: 4,
    supplementCompliance: 80,
    notes: null,
    createdAt,
    ...fields,
  }
}

export function labResult(testName: string, value: string, testedAt: string, fields: Partial<LabResult> = {}): LabResult {
  return {
    id: uuid(),
    userId: USER_ID,
    testName,
    value,
    unit: null,
    referenceRange: null,
    status: null,
    testedAt: `${testedAt}T00:00:00.000Z`,
    createdAt: `${testedAt}T10:00:00.000Z`,
    ...fields,
  }
}

export function prescription(medicationName: string, fields: Partial<Prescription> = {}): Prescription {
  return {
    id: uuid(),
    userId: USER_ID,
    medicationName,
    dosage: null,
    frequency: null,
    prescribedBy: null,
    startDate: null,
    endDate: null,
    isActive: true,
    notes: null,
    createdAt: stamp,
    ...fields,
  }
}

export function assessment(fields: Partial<Assessment>): Assessment {
  return {
    id: uuid(),
    userId: USER_ID,
    jobCategory: 'healthcare',
    stressLevel: 'moderate',
    workHours: 'rotating',
    ageRange: '36-45',
    exerciseFrequency: 'light',
    sleepQuality: 'fair',
    dietType: 'omnivore',
    budgetRange: '25-50',
    hobbies: [],
    healthGoals: [],
    currentMedications: null,
    currentSupplements: null,
    allergies: null,
    additionalNotes: null,
    sex: null,
    reproductiveStatus: null,
    healthConditions: [],
    plan: null,
    createdAt: stamp,
    ...fields,
  }
}

export function reminderSettings(fields: Partial<ReminderSettings> = {}): ReminderSettings {
  return {
    id: uuid(),
    userId: USER_ID,
    supplementReminders: true,
    progressCheckIns: true,
    interactionAlerts: true,
    reminderTimes: [],
    timeZone: 'Europe/London',
    rota: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...fields,
  }
}

/** A person with nothing recorded: every report's empty states. */
export function emptyInput(fields: Partial<ReportInput> = {}): ReportInput {
  return {
    person: { name: 'Ana Silva' },
    now: NOW,
    timeZone: 'Europe/London',
    reference: knowledgeBase(),
    stack: [],
    doses: [],
    journal: [],
    checkIns: [],
    labResults: [],
    prescriptions: [],
    assessment: null,
    reminderSettings: null,
    ...fields,
  }
}

/**
 * Ana's records. Doses over the window 27 Oct – 25 Nov (30 days):
 * - Vitamin D3 at 08:00 since 1 Oct: 30 planned (today's is overdue at 12:00, so it counts);
 *   taken 27 Oct – 20 Nov except 5 Nov (skipped): 24 taken, 1 skipped, 5 not marked.
 * - Magnesium Glycinate at 21:00 since 16 Nov: 9 planned (today's is still to come); taken
 *   16–18 Nov at 21:00 and 19 Nov at 22:00 (a time changed since): 4 taken, 5 not marked. A
 *   record on 10 Nov, before it was started, does not count.
 * - Omega-3 Fish Oil at any time since 1 Nov: 24 planned days before today plus today's, taken
 *   (an any-time dose today counts once marked): taken 1–10 Nov and today, 11 of 25.
 * Total: 64 planned, 39 taken (61%), 1 skipped, 24 not marked.
 *
 * What she takes: Coumadin (prescription), an unreadable 'Xyzzolam 10 mg' (prescription),
 * sertraline (ended in January), levothyroxine, calcium and vitamin C (assessment), the stack,
 * ginkgo (journal, this month) and St. John's wort (journal, 40 days ago: too old to count).
 */
export function anaInput(fields: Partial<ReportInput> = {}): ReportInput {
  const doses: Dose[] = [
    ...days('2026-10-27', '2026-11-20')
      .filter((day) => day !== '2026-11-05')
      .map((day) => dose('Vitamin D3', day, 'taken', '08:00')),
    dose('Vitamin D3', '2026-11-05', 'skipped', '08:00'),
    dose('Vitamin D3', '2026-10-20', 'taken', '08:00'),
    ...days('2026-11-16', '2026-11-18').map((day) => dose('Magnesium Glycinate', day, 'taken', '21:00')),
    dose('Magnesium Glycinate', '2026-11-19', 'taken', '22:00'),
    dose('Magnesium Glycinate', '2026-11-10', 'taken', '21:00'),
    ...days('2026-11-01', '2026-11-10').map((day) => dose('Omega-3 Fish Oil', day, 'taken')),
    dose('Omega-3 Fish Oil', '2026-11-25', 'taken'),
  ]
  return emptyInput({
    stack: [
      stackItem('Vitamin D3', { time: '08:00', dosage: '2,000 IU', startedAt: '2026-10-01T07:30:00.000Z' }),
      stackItem('Magnesium Glycinate', { time: '21:00', dosage: '200 mg', startedAt: '2026-11-16T09:00:00.000Z' }),
      stackItem('Omega-3 Fish Oil', { time: null, dosage: '1 g', startedAt: '2026-11-01T12:00:00.000Z' }),
      stackItem('Vitamin K', { active: false, time: '08:00' }),
    ],
    doses,
    journal: [
      journalEntry('2026-11-20T20:00:00.000Z', { supplementsTaken: ['Ginkgo Biloba'] }),
      journalEntry('2026-11-10T20:00:00.000Z', { supplementsTaken: ['Vitamin D3'] }),
      journalEntry('2026-10-16T20:00:00.000Z', { supplementsTaken: ["St. John's Wort"] }),
    ],
    prescriptions: [
      prescription('Coumadin 5 mg'),
      prescription('Xyzzolam 10 mg'),
      prescription('Sertraline', { endDate: '2026-01-01T00:00:00.000Z' }),
    ],
    assessment: assessment({ currentMedications: 'Levothyroxine 50 mcg', currentSupplements: 'calcium, vitamin c' }),
    reminderSettings: reminderSettings(),
    ...fields,
  })
}
