import { useEffect, useState } from 'react'

/** The current time, renewed every `everyMs` (default: each minute) so due doses move on their own. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
