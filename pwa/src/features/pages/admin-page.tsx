import { PlaceholderPage } from './placeholder-page'

export default function AdminPage() {
  return (
    <PlaceholderPage
      title="Administration"
      description="Users, supplements, analytics and system health."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
