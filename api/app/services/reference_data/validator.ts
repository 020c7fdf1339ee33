/**
 * Checks the reference-data files before anything is seeded: each record against its zod
 * schema (from sync-protocol, the same the PWA checks snapshots with), then the rules that
 * span records and files. Every problem is reported, each naming its file and record, so
 * whoever edits the data can fix them all in one pass.
 */
import { normalizeName, referenceFilesSchema, type ReferenceFiles } from '@dosewise/sync-protocol'
import type { ZodIssue } from 'zod'
import { checkFacts } from './fact_checks.js'
import { REFERENCE_FILES, type RawReferenceFiles, type ReferenceFileKey } from './files.js'

export class ReferenceDataInvalidError extends Error {
  constructor(public problems: string[]) {
    super(`Reference data is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`)
  }
}

/** "supplements[3] (vitamin-d3).priceCents" — the record's own name helps find it. */
function issuePath(raw: unknown, issue: ZodIssue): string {
  const [listKey, index, ...rest] = issue.path
  let label = ''
  if (typeof index === 'number') {
    const item = (raw as Record<string, any>)?.[listKey as string]?.[index]
    const name = item?.slug ?? item?.name ?? item?.title ?? (item?.medication ? `${item.medication} + ${item.supplement}` : undefined)
    if (name) label = ` (${name})`
  }
  const tail = rest.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')
  return `${String(listKey ?? '')}${typeof index === 'number' ? `[${index}]` : ''}${label}${tail}`
}

function parseFiles(raw: RawReferenceFiles): { data?: ReferenceFiles; problems: string[] } {
  const problems: string[] = []
  const data: Record<string, unknown> = {}
  for (const key of Object.keys(REFERENCE_FILES) as ReferenceFileKey[]) {
    const result = referenceFilesSchema.shape[key].safeParse(raw[key])
    if (result.success) data[key] = result.data
    else for (const issue of result.error.issues) problems.push(`${REFERENCE_FILES[key]}: ${issuePath(raw[key], issue)}: ${issue.message}`)
  }
  return problems.length ? { problems } : { data: data as ReferenceFiles, problems }
}

interface Named {
  name: string
  aliases: string[]
}

/**
 * Within one domain (supplements; medications with classes), names are unique and every alias
 * means exactly one entity and is never another entity's name.
 */
function checkNames(file: string, what: string, entities: Named[], problems: string[]) {
  const names = new Map<string, string>()
  for (const e of entities) {
    const key = normalizeName(e.name)
    if (names.has(key)) problems.push(`${file}: ${what} name "${e.name}" is used twice (also "${names.get(key)}")`)
    names.set(key, e.name)
  }
  const aliasOwner = new Map<string, string>()
  for (const e of entities) {
    for (const alias of e.aliases) {
      const key = normalizeName(alias)
      if (!key) {
        problems.push(`${file}: ${what} "${e.name}" has an alias with no letters or digits ("${alias}")`)
        continue
      }
      const namedEntity = names.get(key)
      if (namedEntity && namedEntity !== e.name) {
        problems.push(`${file}: alias "${alias}" of ${what} "${e.name}" is the name of another ${what} ("${namedEntity}")`)
      }
      const owner = aliasOwner.get(key)
      if (owner && owner !== e.name) {
        problems.push(`${file}: alias "${alias}" is ambiguous: it names both "${owner}" and "${e.name}"`)
      }
      aliasOwner.set(key, owner ?? e.name)
    }
  }
}

type Supplements = ReferenceFiles['supplements']['supplements']
type Medications = ReferenceFiles['medications']

/**
 * The fields the recommendation engine reads: nutrient amounts must be countable against an
 * upper limit, timing rules must name catalogue entries, and lab-test names must be usable for
 * matching what someone typed (lowercase, unique within a supplement, and meaning the same test
 * wherever they appear, so a result is never shown against the wrong test).
 */
function checkEngineFields(
  supplements: Supplements,
  supplementRef: (file: string, where: string, name: string) => void,
  { medications, classes }: Medications,
  problems: string[]
) {
  const limitUnits = new Map<string, { unit: string; owner: string }>()
  for (const s of supplements) {
    const limit = s.upperLimit
    if (!limit?.nutrient) continue
    const known = limitUnits.get(limit.nutrient)
    if (!known) limitUnits.set(limit.nutrient, { unit: limit.unit, owner: s.name })
    else if (known.unit !== limit.unit) {
      problems.push(
        `supplements.json: supplement "${s.name}": upperLimit for "${limit.nutrient}" is in "${limit.unit}" but "${known.owner}" gives it in "${known.unit}"`
      )
    }
  }

  const medicationNames = new Map<string, string>()
  for (const m of [...medications, ...classes]) medicationNames.set(normalizeName(m.name), m.name)
  const medicationAliases = new Map<string, string>()
  for (const m of [...medications, ...classes]) {
    for (const a of m.aliases) medicationAliases.set(normalizeName(a), m.name)
  }
  for (const c of classes) medicationAliases.set(normalizeName(c.slug), c.name)

  const testOfName = new Map<string, { test: string; owner: string }>()
  for (const s of supplements) {
    const where = `supplements.json: supplement "${s.name}"`

    s.nutrients.forEach((amount, i) => {
      const limit = limitUnits.get(amount.nutrient)
      if (!limit) {
        problems.push(
          `${where}: nutrients[${i}] "${amount.nutrient}" has no upper limit (no supplement's upperLimit.nutrient is "${amount.nutrient}")`
        )
      } else if (limit.unit !== amount.unit) {
        problems.push(`${where}: nutrients[${i}] "${amount.nutrient}" is in "${amount.unit}" but its upper limit is in "${limit.unit}"`)
      }
    })
    const limitNutrient = s.upperLimit?.nutrient
    if (limitNutrient && !s.nutrients.some((amount) => amount.nutrient === limitNutrient)) {
      problems.push(`${where}: upperLimit is for "${limitNutrient}" but nutrients does not list "${limitNutrient}"`)
    }

    s.timingRules.separateFrom.forEach((rule, i) => {
      const ruleWhere = `supplement "${s.name}": timingRules.separateFrom[${i}] ("${rule.what}")`
      for (const name of rule.supplements) supplementRef('supplements.json', ruleWhere, name)
      for (const name of rule.medications) {
        const key = normalizeName(name)
        if (medicationNames.has(key)) continue
        const canonical = medicationAliases.get(key)
        problems.push(
          canonical
            ? `supplements.json: ${ruleWhere}: "${name}" is an alias; use the medication or class name "${canonical}"`
            : `supplements.json: ${ruleWhere}: unknown medication "${name}" (neither a medication nor a class in medications.json)`
        )
      }
    })

    const namesHere = new Map<string, string>()
    s.labMarkers.forEach((labMarker, i) => {
      for (const name of labMarker.names) {
        const key = normalizeName(name)
        const at = `${where}: labMarkers[${i}] ("${labMarker.test}")`
        if (!key) {
          problems.push(`${at}: name "${name}" has no letters or digits`)
          continue
        }
        if (name !== name.trim().toLowerCase()) problems.push(`${at}: name "${name}" must be lowercase with no surrounding spaces`)
        const earlier = namesHere.get(key)
        if (earlier !== undefined) {
          problems.push(`${at}: name "${name}" is listed twice (also as "${earlier}")`)
          continue
        }
        namesHere.set(key, name)
        const other = testOfName.get(key)
        if (!other) testOfName.set(key, { test: labMarker.test, owner: s.name })
        else if (other.test !== labMarker.test) {
          problems.push(`${at}: name "${name}" already means the test "${other.test}" (supplement "${other.owner}")`)
        }
      }
    })
  }
}

function crossCheck(data: ReferenceFiles): string[] {
  const problems: string[] = []
  const { supplements } = data.supplements
  const { medications, classes } = data.medications
  const { interactions } = data.interactions

  checkNames('supplements.json', 'supplement', supplements, problems)
  checkNames('medications.json', 'medication or class', [...medications, ...classes], problems)

  const duplicates = (file: string, what: string, keys: string[]) => {
    const seen = new Set<string>()
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${file}: ${what} "${key}" is used twice`)
      seen.add(key)
    }
  }
  duplicates(
    'supplements.json',
    'slug',
    supplements.map((s) => s.slug)
  )
  duplicates(
    'medications.json',
    'class slug',
    classes.map((c) => c.slug)
  )
  duplicates(
    'affiliate_programs.json',
    'slug',
    data.affiliatePrograms.programs.map((p) => p.slug)
  )
  duplicates(
    'forums.json',
    'forum',
    data.forums.forums.map((f) => f.slug ?? f.name)
  )
  duplicates(
    'success_stories.json',
    'story',
    data.successStories.stories.map((s) => s.slug ?? s.title)
  )
  duplicates(
    'education.json',
    'slug',
    data.education.articles.map((a) => a.slug)
  )

  const supplementNames = new Set(supplements.map((s) => normalizeName(s.name)))
  const supplementAliases = new Map<string, string>()
  for (const s of supplements) for (const a of s.aliases) supplementAliases.set(normalizeName(a), s.name)
  const medicationNames = new Set(medications.map((m) => normalizeName(m.name)))
  const classKeys = new Set(classes.flatMap((c) => [normalizeName(c.name), normalizeName(c.slug)]))

  for (const m of medications) {
    for (const c of m.classes) {
      if (!classKeys.has(normalizeName(c))) problems.push(`medications.json: medication "${m.name}" names an unknown class "${c}"`)
    }
  }

  const supplementRef = (file: string, where: string, name: string) => {
    const key = normalizeName(name)
    if (supplementNames.has(key)) return
    const canonical = supplementAliases.get(key)
    problems.push(
      canonical
        ? `${file}: ${where}: "${name}" is an alias; use the catalogue name "${canonical}"`
        : `${file}: ${where}: unknown supplement "${name}" (not in supplements.json)`
    )
  }

  const pairs = new Map<string, number>()
  interactions.forEach((row, i) => {
    const where = `interactions[${i}] (${row.medication} + ${row.supplement})`
    const pair = `${normalizeName(row.medication)}|${normalizeName(row.supplement)}`
    if (pairs.has(pair)) problems.push(`interactions.json: ${where}: duplicate pair, already at interactions[${pairs.get(pair)}]`)
    else pairs.set(pair, i)
    supplementRef('interactions.json', where, row.supplement)
    const med = normalizeName(row.medication)
    if (!medicationNames.has(med) && !classKeys.has(med)) {
      problems.push(
        `interactions.json: ${where}: unknown medication "${row.medication}" (neither a medication nor a class in medications.json)`
      )
    }
  })

  const programs = new Set(data.affiliatePrograms.programs.map((p) => p.slug))
  for (const s of supplements) {
    if (s.affiliateProgram && !programs.has(s.affiliateProgram)) {
      problems.push(`supplements.json: supplement "${s.name}": unknown affiliateProgram "${s.affiliateProgram}"`)
    }
  }

  checkEngineFields(supplements, supplementRef, { medications, classes }, problems)

  const statKeys = new Set<string>()
  data.professions.stats.forEach((stat, i) => {
    const where = `stats[${i}] (${stat.jobCategory} / ${stat.supplement})`
    supplementRef('professions.json', where, stat.supplement)
    const key = `${stat.jobCategory}|${normalizeName(stat.supplement)}`
    if (statKeys.has(key)) problems.push(`professions.json: ${where}: duplicate (jobCategory, supplement)`)
    statKeys.add(key)
  })
  data.successStories.stories.forEach((story, i) => {
    for (const name of story.supplementsUsed) {
      supplementRef('success_stories.json', `stories[${i}] (${story.slug ?? story.title})`, name)
    }
  })
  return problems
}

/** Parses and checks the files; throws ReferenceDataInvalidError listing every problem. */
export function validateReferenceData(raw: RawReferenceFiles): ReferenceFiles {
  const { data, problems } = parseFiles(raw)
  if (!data) throw new ReferenceDataInvalidError(problems)
  const crossProblems = [...crossCheck(data), ...checkFacts(data)]
  if (crossProblems.length) throw new ReferenceDataInvalidError(crossProblems)
  return data
}
