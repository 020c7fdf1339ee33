/**
 * Reads a lab-results file the person picked, on the device (nothing is uploaded, so it works
 * offline), and hands it to the matching parser: a FHIR bundle (.json) or a CSV file.
 */
import { parseFhirBundle, parseLabCsv, type LabFileParse } from '@dosewise/sync-protocol/import'

/** Far above any portal export of one person's results; a bigger file is likely the wrong one. */
export const LAB_FILE_MAX_BYTES = 10 * 1024 * 1024

export const LAB_FILE_ACCEPT = '.json,.csv,application/fhir+json,text/csv'

function problem(message: string): LabFileParse {
  return { rows: [], errors: [{ row: 0, where: 'File', testName: null, message }], skipped: [] }
}

// FileReader rather than Blob.text(): the same in every browser this app supports and in jsdom.
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsText(file)
  })
}

function isFhir(file: File, text: string): boolean {
  const name = file.name.toLowerCase()
  if (name.endsWith('.json')) return true
  if (name.endsWith('.csv')) return false
  if (file.type.includes('json')) return true
  if (file.type.includes('csv')) return false
  return text
    .trimStart()
    .replace(/^\uFEFF/, '')
    .startsWith('{')
}

export async function readLabFile(file: File): Promise<LabFileParse> {
  if (file.size > LAB_FILE_MAX_BYTES) return problem('The file is larger than 10 MB; export only your lab results and try again')
  let text: string
  try {
    text = await readText(file)
  } catch {
    return problem('The file could not be read. Please pick it again.')
  }
  return isFhir(file, text) ? parseFhirBundle(text) : parseLabCsv(text)
}
