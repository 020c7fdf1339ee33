import { PlaceholderPage } from './placeholder-page'

export default function HomePage() {
  return (
    <PlaceholderPage
      title="Welcome to Dosewise"
      description="Your personalised supplement plan, interaction checks and wellness journal in one place — and they work offline."
      links={[
        { to: '/assessment', label: 'Take the assessment' },
        { to: '/dashboard', label: 'Open your dashboard' },
        { to: '/journal', label: 'Write in your journal' },
        { to: '/drug-interactions', label: 'Check an interaction' },
      ]}
    />
  )
}
