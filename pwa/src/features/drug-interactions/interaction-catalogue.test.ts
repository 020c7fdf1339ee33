import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildInteractionCatalogue,
  completeName,
  searchInteractionCatalogue,
  type InteractionQueryTerms,
  type ReferenceSnapshot,
} from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { readReferenceData } from '../../db/hooks'
import { newUserDatabase } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { buildCatalogue, catalogueFor, checkCatalogue, searchCatalogue, type InteractionReference } from './interaction-catalogue'

let db: UserDatabase | undefined
afterEach(() => db?.close())

/**
 * What api/app/services/reference_data/reference_service.ts does with its database rows
 * (`interactionCatalogue` + `searchInteractions`): supplement aliases gathered from their own
 * table in row order, medications, classes and interactions as stored, then the shared builder
 * and search.
 */
function apiSearch(rows: {
  supplements: { id: number; name: string }[]
  aliasRows: { supplementId: number; alias: string }[]
  snapshot: ReferenceSnapshot
}) {
  const aliasesOf = new Map<number, string[]>()
  for (const a of rows.aliasRows) aliasesOf.set(a.supplementId, [...(aliasesOf.get(a.supplementId) ?? []), a.alias])
  const catalogue = buildInteractionCatalogue({
    supplements: [...rows.supplements].reverse().map((s) => ({ id: s.id, name: s.name, aliases: aliasesOf.get(s.id) ?? [] })),
    medications: [...rows.snapshot.medications].reverse(),
    classes: rows.snapshot.classes,
    interactions: [...rows.snapshot.interactions].reverse(),
  })
  return (query: InteractionQueryTerms) => searchInteractionCatalogue(catalogue, query)
}

/** The API's database rows for a snapshot whose aliases were seeded in `aliasOrder`. */
function rowsOf(snapshot: ReferenceSnapshot, aliasOrder: (aliases: string[]) => string[] = (a) => a) {
  return {
    supplements: snapshot.supplements.map(({ id, name }) => ({ id, name })),
    aliasRows: snapshot.supplements.flatMap((s) => aliasOrder(s.aliases).map((alias) => ({ supplementId: s.id, alias }))),
    snapshot,
  }
}

const QUERIES: InteractionQueryTerms[] = [
  { medication: '', supplement: '' },
  { medication: 'Coumadin' },
  { supplement: 'fish oil' },
  { medication: 'blood thinner', supplement: 'Fish Oil' },
  { medication: 'Zoloft', supplement: "St John's Wort" },
  { medication: 'warf' },
  { supplement: 'vitamin' },
  { medication: 'SSRI', supplement: '5-htp' },
  { medication: '  ', supplement: 'k2' },
  { medication: 'eliquis', supplement: 'ginkgo' },
  { medication: 'Levothyroxine', supplement: 'Vitamin K' },
  { medication: 'aspirinx', supplement: 'unobtainium' },
]

async function storedReference(snapshot: ReferenceSnapshot): Promise<InteractionReference> {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, snapshot)
  return (await readReferenceData(db))!
}

describe('the offline interaction search', () => {
  it('answers exactly what the API answers, from the snapshot as stored on the device', async () => {
    const snapshot = referenceFixture('1111111111111111')
    const catalogue = buildCatalogue(await storedReference(snapshot))
    const api = apiSearch(rowsOf(snapshot))
    for (const query of QUERIES) expect(searchCatalogue(catalogue, query)).toEqual(api(query))
    const viaBrand = searchCatalogue(catalogue, { medication: 'Coumadin' }).map((r) => [r.medicationName, r.matchedVia.medication])
    expect(viaBrand).toContainEqual(['Warfarin', 'coumadin → Warfarin'])
    expect(viaBrand).toContainEqual(['Anticoagulants', 'coumadin → Warfarin, Warfarin ∈ Anticoagulants'])
  })

  it('builds the index once per snapshot version', async () => {
    const reference = await storedReference(referenceFixture('2222222222222222'))
    const first = catalogueFor(reference)
    expect(catalogueFor({ ...reference })).toBe(first)
    expect(catalogueFor({ ...reference, version: '3333333333333333' })).not.toBe(first)
  })

  it('offers names and aliases as the person types, each spelling once', async () => {
    const catalogue = buildCatalogue(await storedReference(referenceFixture('4444444444444444')))
    const labels = (typed: string, field: 'medication' | 'supplement') => completeName(catalogue.index, typed, field).map((c) => c.label)
    expect(labels('cou', 'medication')).toContain('coumadin')
    expect(labels('blood', 'medication')).toContain('blood thinner')
    expect(labels('fish', 'supplement')).toEqual(expect.arrayContaining(['fish oil', 'Omega-3 Fish Oil']))
    // "St. John's Wort" and its alias "st johns wort" are one name.
    expect(labels('st j', 'supplement')).toEqual(["St. John's Wort"])
  })

  it('says what it could not check instead of finding nothing', async () => {
    const catalogue = buildCatalogue(await storedReference(referenceFixture('6666666666666666')))
    const check = checkCatalogue(catalogue, { medication: 'coumadn', supplement: 'fish oil' })
    expect(check.results).toEqual([])
    expect(check.unchecked.map((u) => [u.text, u.suggestions.map((s) => s.label)])).toEqual([['coumadn', ['coumadin']]])
  })

  // The snapshot lists a supplement's aliases sorted, the API reads them in alias-row order: the
  // shared builder puts both in one order, so even the explanation of a prefix match agrees.
  it('explains a prefix match like the API even when aliases were seeded in another order', async () => {
    const base = referenceFixture('5555555555555555')
    const snapshot: ReferenceSnapshot = {
      ...base,
      supplements: [
        ...base.supplements,
        { ...base.supplements[0]!, id: 8, slug: 'same', name: 'SAMe', aliases: ['s adenosyl methionine', 's-adenosyl-l-methionine'] },
      ],
      interactions: [...base.interactions, { ...base.interactions[3]!, id: 7, supplementName: 'SAMe' }],
    }
    const catalogue = buildCatalogue(await storedReference(snapshot))
    const api = apiSearch(rowsOf(snapshot, (aliases) => [...aliases].reverse()))
    expect(searchCatalogue(catalogue, { supplement: 'meth' })).toEqual(api({ supplement: 'meth' }))
  })
})
