import { Link } from 'react-router'
import { Card, CardContent } from '../../ui/card'
import { documentTitle, useDocumentTitle } from '../../ui/use-document-title'

/** Spec §2: the signed-in fallback for an unknown path. */
export default function NotFoundPage() {
  useDocumentTitle(documentTitle('404 Page Not Found'))
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <Card className="w-full">
        <CardContent className="pt-6">
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Did you forget to add the page to the router? If you followed a link, it may be out of date.
          </p>
          <Link className="mt-4 inline-block font-medium text-primary underline-offset-4 hover:underline" to="/dashboard">
            Go to your dashboard
          </Link>
        </CardContent>
      </Card>
    </section>
  )
}
