import { useEffect, useState } from 'react'

/**
 * Focuses the element with the given id as soon as it is rendered (`shownCount` changes): a
 * just-written item, or the first of the items 'Show more' added, so keyboard and screen-reader
 * users carry on from there.
 */
export function useFocusWhenShown(shownCount: number) {
  const [focusId, setFocusId] = useState<string | null>(null)
  useEffect(() => {
    if (!focusId) return
    const target = document.getElementById(focusId)
    if (target) {
      target.focus()
      setFocusId(null)
    }
  }, [focusId, shownCount])
  return setFocusId
}

/**
 * After 'Show more' (ADR 0045): focuses the record at the index it is given — the first of the
 * next page, the count shown before — once that record is drawn; `elementId` names its element.
 */
export function useFocusRecordWhenShown<T>(records: readonly T[] | undefined, elementId: (record: T) => string) {
  const [index, setIndex] = useState<number | null>(null)
  useEffect(() => {
    if (index === null || !records || records.length <= index) return
    document.getElementById(elementId(records[index]))?.focus()
    setIndex(null)
  }, [index, records, elementId])
  return setIndex
}
