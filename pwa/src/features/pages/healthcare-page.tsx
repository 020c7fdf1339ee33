import { PlaceholderPage } from './placeholder-page'

export default function HealthcarePage() {
  return (
    <PlaceholderPage
      title="Healthcare Integration"
      description="Manage your healthcare data and share with your supplement routine."
      links={[{ to: '/drug-interactions', label: 'Drug interactions' }]}
    />
  )
}
