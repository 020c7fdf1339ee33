import { PlaceholderPage } from './placeholder-page'

export default function EducationPage() {
  return (
    <PlaceholderPage
      title="Education"
      description="Short guides: interaction levels, evidence grades, supplements for shift work and more."
      links={[{ to: '/drug-interactions', label: 'Drug interactions' }]}
    />
  )
}
