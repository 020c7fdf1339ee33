/**
 * The admin Analytics tab (issue 16): from real data only, demo accounts (`users.is_demo`) left
 * out. A person's profession is the job category of their latest assessment; "takes or is
 * advised" a supplement means it is in the plan of that assessment or in their stack.
 * Assessment completion: of the (non-demo) people, how many have saved an assessment.
 */
import db from '@adonisjs/lucid/services/db'
import { JOB_CATEGORIES, type AdminAnalytics, type JobCategory } from '@dosewise/sync-protocol'

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)

/** Each non-demo person with an assessment → the job category and id of their latest one. */
export async function latestAssessments(): Promise<Map<number, { jobCategory: JobCategory; assessmentId: string }>> {
  const rows = await db
    .from('assessments as a')
    .join('users as u', 'u.id', 'a.user_id')
    .where('u.is_demo', false)
    .whereNull('a.deleted_at')
    .select('a.id', 'a.user_id', 'a.job_category')
    .orderBy('a.created_at')
    .orderBy('a.id')
  const latest = new Map<number, { jobCategory: JobCategory; assessmentId: string }>()
  for (const row of rows) latest.set(Number(row.user_id), { jobCategory: row.job_category, assessmentId: String(row.id) })
  return latest
}

export async function adminAnalytics(): Promise<AdminAnalytics> {
  const latest = await latestAssessments()
  const people = await db.from('users').where('is_demo', false).count('* as total').first()
  const peopleCount = Number(people?.total ?? 0)

  const planRows = latest.size
    ? await db
        .from('recommendations')
        .whereIn(
          'assessment_id',
          [...latest.values()].map((l) => l.assessmentId)
        )
        .select('assessment_id', 'supplement_id')
    : []
  const userOfAssessment = new Map([...latest].map(([userId, l]) => [l.assessmentId, userId]))
  const stackRows = await db
    .from('supplement_stack_items as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('u.is_demo', false)
    .whereNull('s.deleted_at')
    .select('s.user_id', 's.supplement_id')

  // supplement id → the people (of a known profession) whose plan or stack has it.
  const takers = new Map<number, Set<number>>()
  const add = (userId: number | undefined, supplementId: number) => {
    if (userId === undefined || !latest.has(userId)) return
    if (!takers.has(supplementId)) takers.set(supplementId, new Set())
    takers.get(supplementId)!.add(userId)
  }
  for (const row of planRows) add(userOfAssessment.get(String(row.assessment_id)), Number(row.supplement_id))
  for (const row of stackRows) add(Number(row.user_id), Number(row.supplement_id))

  const names = new Map(
    (await db.from('supplements').select('id', 'name')).map((row) => [Number(row.id), String(row.name)] as [number, string])
  )
  const professions = JOB_CATEGORIES.map((jobCategory) => {
    const members = [...latest].filter(([, l]) => l.jobCategory === jobCategory).map(([userId]) => userId)
    const supplements = [...takers]
      .map(([supplementId, users]) => ({
        supplementId,
        name: names.get(supplementId) ?? `#${supplementId}`,
        people: members.filter((m) => users.has(m)).length,
      }))
      .filter((s) => s.people > 0)
      .map((s) => ({ ...s, percent: percent(s.people, members.length) }))
      .sort((a, b) => b.people - a.people || a.name.localeCompare(b.name))
    return { jobCategory, people: members.length, supplements }
  })
  return {
    professions,
    assessments: { people: peopleCount, completed: latest.size, percent: percent(latest.size, peopleCount) },
  }
}
