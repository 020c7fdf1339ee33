import { PlaceholderPage } from './placeholder-page'

export default function SupplementPage() {
  return (
    <PlaceholderPage
      title="Supplement Details"
      description="Dosage, best time, benefits, research and interactions of a supplement."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }, { to: '/drug-interactions', label: 'Check interactions' }]}
    />
  )
}
