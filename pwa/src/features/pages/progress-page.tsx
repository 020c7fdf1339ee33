import { PlaceholderPage } from './placeholder-page'

export default function ProgressPage() {
  return (
    <PlaceholderPage
      title="Your Progress"
      description="Week-by-week wellbeing, energy, sleep, stress and compliance."
      links={[{ to: '/journal', label: 'Journal' }]}
    />
  )
}
