import { PlaceholderPage } from './placeholder-page'

export default function ProfessionInsightsPage() {
  return (
    <PlaceholderPage
      title="Profession Insights"
      description="What people in your profession take and how well it works for them."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
