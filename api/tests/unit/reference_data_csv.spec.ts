import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  CsvFormatError,
  exportInteractionsCsv,
  exportSupplementsCsv,
  importInteractionsCsv,
  importSupplementsCsv,
  parseCsv,
  serializeCsv,
} from '#services/reference_data/csv'
import { loadReferenceFiles } from '#services/reference_data/reference_loader'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'

test.group('Reference data CSV', () => {
  test('{0}: supplements and interactions survive export → import unchanged')
    .with(['real files', 'fixture'])
    .run(({ assert }, which) => {
      const { data } = loadReferenceFiles(which === 'fixture' ? FIXTURE_DIR : undefined)
      const supplements = exportSupplementsCsv(data.supplements.supplements)
      assert.deepEqual(importSupplementsCsv(supplements), data.supplements.supplements)
      const interactions = exportInteractionsCsv(data.interactions.interactions)
      assert.deepEqual(importInteractionsCsv(interactions), data.interactions.interactions)
    })

  test('quotes, commas, line breaks and curly quotes round-trip (RFC 4180)', ({ assert }) => {
    const field = fc.string({ unit: fc.constantFrom('a', ',', '"', '\r\n', '\n', ' ', '’', 'é') })
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        assert.deepEqual(parseCsv(serializeCsv(rows)), rows)
      })
    )
    assert.equal(serializeCsv([['a,b', 'say "hi"', 'x']]), '"a,b","say ""hi""",x\r\n')
  })

  test('a broken file is refused with the line it is on', ({ assert }) => {
    const { data } = loadReferenceFiles(FIXTURE_DIR)
    const csv = exportInteractionsCsv(data.interactions.interactions)
    assert.throws(() => importInteractionsCsv(csv.replace('major', 'severe')), /Line 2, severity: Severity must be one of/)
    assert.throws(() => importInteractionsCsv('medication,supplement\r\n'), /first line must be the header/)
    assert.throws(() => parseCsv('"open'), CsvFormatError)
  })
})
