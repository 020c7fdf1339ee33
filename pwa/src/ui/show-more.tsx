import { Button } from './button'

/**
 * The button under a long list that shows its next page (ADR 0045). A button, not endless
 * scrolling: keyboard and screen-reader users reach the end of the list and decide.
 */
export function ShowMore({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" className="justify-self-center" onClick={onClick}>
      {label}
    </Button>
  )
}
