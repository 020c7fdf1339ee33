import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card'
import { documentTitle, useDocumentTitle } from '../../ui/use-document-title'

export interface AuthCardProps {
  title: string
  /** The screen's name in the browser tab ('Sign In · Dosewise'); `title` when omitted. */
  screenName?: string
  description?: string
  children: ReactNode
}

/** The centred card every public account screen uses. */
export function AuthCard({ title, screenName = title, description, children }: AuthCardProps) {
  useDocumentTitle(documentTitle(screenName))
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-muted/50 px-4 py-10">
      <Link to="/" className="mb-6 text-xl font-bold text-primary">
        Dosewise
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  )
}
