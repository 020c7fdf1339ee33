import { PlaceholderPage } from './placeholder-page'

export default function DrugInteractionsPage() {
  return (
    <PlaceholderPage
      title="Drug Interaction Checker"
      description="Check a medication against a supplement for known interactions."
      links={[{ to: '/healthcare', label: 'Your prescriptions' }]}
    />
  )
}
