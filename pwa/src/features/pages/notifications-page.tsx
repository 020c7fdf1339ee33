import { PlaceholderPage } from './placeholder-page'

export default function NotificationsPage() {
  return (
    <PlaceholderPage
      title="Notifications"
      description="Reminders, warnings and achievements, and your reminder settings."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
