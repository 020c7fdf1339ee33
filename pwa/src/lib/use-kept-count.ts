import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { useLocation } from 'react-router'

const PREFIX = 'dosewise:shown:'

/**
 * How many records a paged list shows (ADR 0045), kept for this history entry: after 'Show more'
 * and a visit elsewhere, Back finds as many records as were shown, so scroll restoration
 * (app/scroll-on-navigation.tsx) can return to a place far down the list. Per tab
 * (sessionStorage); only counts above the first page are stored.
 */
export function useKeptCount(name: string, initial: number): [number, Dispatch<SetStateAction<number>>] {
  const { key } = useLocation()
  const storageKey = `${PREFIX}${name}:${key}`
  const [count, setCount] = useState(() => {
    try {
      const kept = Number(sessionStorage.getItem(storageKey))
      return Number.isInteger(kept) && kept > initial ? kept : initial
    } catch {
      return initial
    }
  })
  useEffect(() => {
    try {
      if (count > initial) sessionStorage.setItem(storageKey, String(count))
      else sessionStorage.removeItem(storageKey)
    } catch {
      // Storage refused (private mode, full): the list opens at its first page, as before.
    }
  }, [storageKey, count, initial])
  return [count, setCount]
}
