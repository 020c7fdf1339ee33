/**
 * The supplement form's values: the catalogue fields a person edits as text, turned into the
 * knowledge base's record (`supplementRecordSchema`, the schema the files and the API check) on
 * top of the record being edited, so the fields the form does not show (timing rules, upper
 * limit, nutrients, lab markers, the engine's tags) are kept as they are.
 */
import { SUPPLEMENT_CATEGORIES, type SupplementRecord } from '@dosewise/sync-protocol'

export interface SupplementFormValues {
  slug: string
  name: string
  category: string
  description: string
  benefits: string
  dosage: string
  timing: string
  priceCents: string
  research: string
  aliases: string
  contraindications: string
  interactions: string
  /** One source a line: title | publisher | URL. */
  sources: string
}

/** A new supplement: nothing for the engine yet, recommended on its stated benefits only. */
export const BLANK_RECORD: SupplementRecord = {
  slug: '',
  name: '',
  aliases: [],
  category: SUPPLEMENT_CATEGORIES[0],
  description: '',
  benefits: [],
  dosage: '',
  timing: '',
  timingRules: { withFood: null, timeOfDay: null, separateFrom: [] },
  priceCents: 0,
  upperLimit: null,
  contraindications: [],
  interactions: [],
  research: '',
  evidence: [],
  goals: [],
  diets: [],
  professions: [],
  ages: [],
  hobbies: [],
  notForDiets: [],
  allergens: [],
  avoidIf: [],
  nutrients: [],
  labMarkers: [],
  requiresLowLab: false,
  recommendable: true,
  affiliateProgram: null,
  productUrl: null,
  sources: [],
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export function valuesOf(record: SupplementRecord): SupplementFormValues {
  return {
    slug: record.slug,
    name: record.name,
    category: record.category,
    description: record.description,
    benefits: record.benefits.join('\n'),
    dosage: record.dosage,
    timing: record.timing,
    priceCents: record.priceCents ? String(record.priceCents) : '',
    research: record.research,
    aliases: record.aliases.join('\n'),
    contraindications: record.contraindications.join('\n'),
    interactions: record.interactions.join('\n'),
    sources: record.sources.map((s) => `${s.title} | ${s.publisher} | ${s.url}`).join('\n'),
  }
}

/** The record to send: `base` with the form's fields (not yet checked; the schema does that). */
export function recordOf(base: SupplementRecord, values: SupplementFormValues): unknown {
  return {
    ...base,
    slug: values.slug.trim(),
    name: values.name.trim(),
    category: values.category,
    description: values.description.trim(),
    benefits: lines(values.benefits),
    dosage: values.dosage.trim(),
    timing: values.timing.trim(),
    priceCents: values.priceCents.trim() === '' ? 0 : Number(values.priceCents),
    research: values.research.trim(),
    aliases: lines(values.aliases),
    contraindications: lines(values.contraindications),
    interactions: lines(values.interactions),
    sources: lines(values.sources).map((line) => {
      const [title = '', publisher = '', ...url] = line.split('|').map((part) => part.trim())
      return { title, publisher, url: url.join('|') }
    }),
  }
}

/** The message for a field: its own, or the first about a part of it ('sources.0.url'). */
export function errorFor(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field]
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`))
  return key ? errors[key] : undefined
}
