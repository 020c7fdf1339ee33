import { PlaceholderPage } from './placeholder-page'

export default function ShoppingPage() {
  return (
    <PlaceholderPage
      title="Supplement Store"
      description="Shop your recommended supplements with trusted partners."
      links={[{ to: '/dashboard', label: 'Back to dashboard' }]}
    />
  )
}
