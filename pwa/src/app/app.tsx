import { useEffect, useState } from 'react'

type Health = 'checking' | 'ok' | 'unavailable'

export function App() {
  const [health, setHealth] = useState<Health>('checking')

  useEffect(() => {
    fetch('/api/health', { credentials: 'include' })
      .then((res) => setHealth(res.ok ? 'ok' : 'unavailable'))
      .catch(() => setHealth('unavailable'))
  }, [])

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '3rem auto', padding: '0 1rem' }}>
      <h1>Dosewise</h1>
      <p>Personalized supplement recommendations based on science and your lifestyle.</p>
      <p role="status">API: {health}</p>
      <p>
        <small>
          General information only — not a substitute for professional medical advice. Consult a
          healthcare provider.
        </small>
      </p>
    </main>
  )
}
