import { PlaceholderPage } from './placeholder-page'

export default function JournalPage() {
  return (
    <PlaceholderPage
      title="Wellness Journal"
      description="Log your mood, energy, sleep, stress and the supplements you took each day."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
