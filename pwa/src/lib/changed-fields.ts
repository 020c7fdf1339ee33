/**
 * The fields of `after` whose value differs from `before` — what an edit sends, so only the
 * changed fields travel (sync protocol: patches carry changed fields only, and fields nobody
 * touched can never conflict). `undefined` and `null` both mean "no value". Lists compare as
 * sets: the forms' lists are unordered choices (supplements taken).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => !sameValue(before[key], value)))
}

function comparable(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  if (Array.isArray(value)) return JSON.stringify(value.map((item) => JSON.stringify(item)).sort())
  return JSON.stringify(value)
}

function sameValue(a: unknown, b: unknown): boolean {
  return comparable(a) === comparable(b)
}
