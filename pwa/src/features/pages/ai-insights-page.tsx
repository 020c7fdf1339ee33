import { PlaceholderPage } from './placeholder-page'

export default function AiInsightsPage() {
  return (
    <PlaceholderPage
      title="AI Insights"
      description="Patterns in your journal and plan, with the actions they suggest."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
