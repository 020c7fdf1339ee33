import { PlaceholderPage } from './placeholder-page'

export default function DashboardPage() {
  return (
    <PlaceholderPage
      title="Your Wellness Dashboard"
      description="Your supplements, weekly progress and what is popular in your profession."
      links={[{ to: '/assessment', label: 'Take the assessment' }, { to: '/journal', label: 'Journal' }, { to: '/drug-interactions', label: 'Drug interactions' }]}
    />
  )
}
