/** '1 prescription', '3 prescriptions' (English UI; the spec's strings are English). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`
}
