/** An optional text field as stored: trimmed, and `null` when nothing was typed. */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed ? trimmed : null
}
