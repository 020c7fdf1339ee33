import { PlaceholderPage } from './placeholder-page'

export default function CommunityPage() {
  return (
    <PlaceholderPage
      title="Community"
      description="Forums, success stories and peer insights from people in your field."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
