/**
 * Rules about the facts themselves (issue 11, ADR 0016), checked with the other cross-file rules:
 * - every source is a specific document — never a search page, an index or a bare site;
 * - the grading rule: a row whose own text warns of serotonin syndrome, hyperkalaemia or
 *   rhabdomyolysis, or whose advice is plainly to avoid the combination, is major;
 * - allergen exactness: a fish oil is made from fish, not shellfish.
 */
import type { ReferenceFiles } from '@dosewise/sync-protocol'

/** Why a URL does not name one document, or null when it does. */
export function nonSpecificSource(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a URL'
  }
  if (/(?:^|\/)search(?:\.\w+)?(?:\/|$)/i.test(parsed.pathname) || /[?&](?:query|q|term|search)=/i.test(parsed.search))
    return 'is a search, not a document'
  if (parsed.pathname === '/' || parsed.pathname === '') return 'is a whole site, not a document'
  if (
    /\/(?:druginfo\/meds|druginfo\/natural|factsheets|health)\/?$/i.test(parsed.pathname) ||
    /_All\.html$|\/index\.html?$|\/factsheets\/list-all\/?$|\/herbsataglance\/?$/i.test(parsed.pathname)
  ) {
    return 'is an index page, not a document'
  }
  return null
}

/**
 * Supplements whose facts still cite an index page because no specific monograph could be
 * verified offline (no NIH fact sheet exists for them). Listed, not hidden: the validator
 * reports them separately (`awaitingSpecificSource`) and a test pins this list so it can only
 * shrink. ADR 0016 says what is needed to close it.
 */
export const AWAITING_SPECIFIC_SOURCE: ReadonlySet<string> = new Set(['L-Theanine', 'Glycine'])

const GRAVE_EFFECTS = /serotonin syndrome|hyperkal|rhabdomyolysis/i
const PLAIN_AVOID = /^(?:avoid the combination|do not combine)\.?$/i

export function checkFacts(data: ReferenceFiles): string[] {
  const problems: string[] = []
  const sourced: [string, { url: string }[]][] = [
    ...data.supplements.supplements
      .filter((s) => !AWAITING_SPECIFIC_SOURCE.has(s.name))
      .map((s) => [`supplements.json: supplement "${s.name}"`, s.sources] as [string, { url: string }[]]),
    ...data.interactions.interactions
      .filter((r) => !AWAITING_SPECIFIC_SOURCE.has(r.supplement))
      .map((r) => [`interactions.json: ${r.medication} + ${r.supplement}`, r.sources] as [string, { url: string }[]]),
    ...data.medications.medications.flatMap((m) =>
      m.timing ? [[`medications.json: medication "${m.name}" timing`, m.timing.sources] as [string, { url: string }[]]] : []
    ),
  ]
  for (const [where, sources] of sourced) {
    for (const source of sources) {
      const why = nonSpecificSource(source.url)
      if (why) problems.push(`${where}: source ${source.url} ${why}; cite the specific page or label`)
    }
  }
  for (const row of data.interactions.interactions) {
    if (row.severity === 'major') continue
    const text = `${row.description} ${row.recommendation}`
    if (GRAVE_EFFECTS.test(text) || PLAIN_AVOID.test(row.recommendation.trim())) {
      problems.push(
        `interactions.json: ${row.medication} + ${row.supplement} is ${row.severity}, but its text warns of a grave effect or says to avoid it: grade it major`
      )
    }
  }
  for (const s of data.supplements.supplements) {
    const names = [s.name, ...s.aliases].map((n) => n.toLowerCase())
    if (names.some((n) => /\bfish oil\b/.test(n)) && (s.allergens as string[]).includes('shellfish')) {
      problems.push(
        `supplements.json: supplement "${s.name}" is a fish oil: its allergen is fish, not shellfish (krill oil is the shellfish product)`
      )
    }
  }
  return problems
}

/** The facts about the supplements in AWAITING_SPECIFIC_SOURCE that still cite no specific document. */
export function awaitingSpecificSource(data: ReferenceFiles): string[] {
  const open: string[] = []
  for (const s of data.supplements.supplements) {
    if (AWAITING_SPECIFIC_SOURCE.has(s.name) && s.sources.some((source) => nonSpecificSource(source.url)))
      open.push(`supplement "${s.name}"`)
  }
  for (const r of data.interactions.interactions) {
    if (AWAITING_SPECIFIC_SOURCE.has(r.supplement) && r.sources.some((source) => nonSpecificSource(source.url)))
      open.push(`${r.medication} + ${r.supplement}`)
  }
  return open
}
