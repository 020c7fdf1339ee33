import { Link } from 'react-router'
import { SearchX } from 'lucide-react'
import { Button } from '../../ui/button'
import { Page } from '../../ui/page'

/** Spec §8: an unknown or malformed id. */
export function SupplementNotFound() {
  return (
    <Page title="Supplement Not Found" description="The supplement you're looking for doesn't exist.">
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-10 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="max-w-md text-sm text-muted-foreground">
          The link may be out of date. Your dashboard lists your recommendations and popular supplements.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/drug-interactions">Drug Interaction Checker</Link>
          </Button>
        </div>
      </div>
    </Page>
  )
}
