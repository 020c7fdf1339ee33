/**
 * The Interaction Report: every known interaction among what the person takes — active
 * prescriptions, the medicines and supplements typed in the latest assessment, the stack, and
 * the supplements ticked in the journal in the last 30 days — read through the one safety view
 * (readPersonSafety, as 'My interactions' and the dashboard read it). Grouped by severity, most
 * serious first; each with the pair as the person wrote it, where each side came from, what
 * happens, what to do, the evidence level and the row's sources.
 *
 * Invariant: whatever could not be read is listed ("We could not check …"), and the report never
 * says there are no interactions while anything is on that list.
 */
import { INTERACTION_TYPES } from '../enums.js'
import type { MedicineSource, SupplementSource } from '../safety/person-safety.js'
import { SEVERITY_WORDING } from '../safety/person-safety.js'
import type { ReportInput, ReportSection } from './types.js'
import { SourceCollector, formatDay, listing, plural, readReportSafety, type ReportWindow } from './common.js'

const FROM: Record<MedicineSource | SupplementSource, string> = {
  prescription: 'your prescriptions',
  assessment: 'your latest assessment',
  stack: 'your supplement stack',
  journal: 'your journal in the last 30 days',
}

const SEVERITY_COUNT_WORDS = { major: 'serious (avoid)', moderate: 'use with caution', minor: 'minor' } as const

export function buildInteractionSections(
  input: ReportInput,
  window: ReportWindow,
  sources: SourceCollector
): { subtitle: string; sections: ReportSection[] } {
  const { safety, gaps } = readReportSafety(input)
  const { medicines, supplements, findings } = safety

  const medicineFrom = (text: string) => listing([...new Set(medicines.filter((m) => m.text === text).map((m) => FROM[m.source]))])
  const supplementFrom = (name: string) => listing((supplements.find((s) => s.name === name)?.sources ?? []).map((source) => FROM[source]))

  const summary: ReportSection = { heading: 'Summary', paragraphs: [] }
  const said = summary.paragraphs!
  said.push(`Checked ${plural(medicines.length, 'medicine')} and ${plural(supplements.length, 'supplement')}.`)
  if (findings.length > 0) {
    const counts = INTERACTION_TYPES.map((type) => [type, findings.filter((f) => f.interaction.interactionType === type).length] as const)
      .filter(([, count]) => count > 0)
      .map(([type, count]) => `${count} ${SEVERITY_COUNT_WORDS[type]}`)
    said.push(`${plural(findings.length, 'known interaction')} found: ${listing(counts)}.`)
  }
  if (gaps.length > 0) {
    summary.emphasis = 'warning'
    said.push(
      findings.length > 0
        ? `${plural(gaps.length, 'thing')} could not be checked (listed below): there may be more interactions than these.`
        : `No known interactions were found among what could be read, but ${plural(gaps.length, 'thing')} could not be checked (listed below), so this report cannot say there are none.`
    )
  } else if (findings.length === 0) {
    said.push(
      medicines.length === 0 && supplements.length === 0
        ? 'Nothing to check: no current prescriptions, no medicines or supplements in your latest assessment, no stack, and no supplements ticked in your journal in the last 30 days.'
        : 'No known interactions were found among what is listed under “What was checked”, in the interaction table Dosewise uses. That table does not cover every medicine and supplement: ask your pharmacist or prescriber.'
    )
  }
  const sections: ReportSection[] = [summary]

  if (gaps.length > 0) {
    sections.push({
      heading: 'What could not be checked',
      emphasis: 'warning',
      paragraphs: [
        ...gaps.map((gap) => `${gap.line} It was written in ${gap.from}.`),
        'None of these was checked against anything. Correct the spelling where it was written, or ask your pharmacist about them.',
      ],
    })
  }

  for (const type of INTERACTION_TYPES) {
    const group = findings.filter((finding) => finding.interaction.interactionType === type)
    if (group.length === 0) continue
    sections.push({
      heading: `${SEVERITY_WORDING[type]} (${type})`,
      emphasis: type === 'major' ? 'warning' : undefined,
      paragraphs: [`${plural(group.length, 'interaction')}.`],
    })
    for (const { interaction, pairs } of group) {
      sources.add(interaction.sources)
      sections.push({
        heading: `${interaction.medicationName} + ${interaction.supplementName}`,
        level: 3,
        paragraphs: [
          ...pairs.map(
            (pair) =>
              `In what you take: ${pair.medication} (from ${medicineFrom(pair.medication)}) with ${pair.supplement} (from ${supplementFrom(pair.supplement)}).`
          ),
          `What happens: ${interaction.description}`,
          `What to do: ${interaction.recommendation}`,
          ...(interaction.evidence ? [`Evidence: ${interaction.evidence}.`] : []),
          ...(interaction.sources.length > 0
            ? [`Sources: ${interaction.sources.map((s) => `${s.title} (${s.publisher})`).join('; ')}.`]
            : []),
        ],
      })
    }
  }

  const checked: ReportSection = { heading: 'What was checked' }
  if (medicines.length + supplements.length === 0) checked.empty = 'Nothing is recorded to check.'
  else {
    const medicineRows = new Map<string, string[]>()
    for (const medicine of medicines) {
      const read = medicine.resolved.map((r) => r.name).join(', ')
      const key = `${medicine.text}\u0000${read}`
      if (!medicineRows.has(key)) medicineRows.set(key, [medicine.text, read, 'Medicine', medicineFrom(medicine.text)])
    }
    checked.table = {
      caption: 'Everything checked, and where it was recorded',
      columns: ['What you take', 'Read as', 'Kind', 'From'],
      rows: [
        ...medicineRows.values(),
        ...supplements.map((supplement) => [supplement.text, supplement.name, 'Supplement', supplementFrom(supplement.name)]),
      ],
    }
  }
  sections.push(checked)

  return {
    subtitle: `What you take on ${formatDay(window.today)}: prescriptions, latest assessment, stack and journal (last 30 days)`,
    sections,
  }
}
