import { PlaceholderPage } from './placeholder-page'

export default function AssessmentPage() {
  return (
    <PlaceholderPage
      title="Health Assessment"
      description="Four short steps about your work, medications, lifestyle and goals — about 5 minutes."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
