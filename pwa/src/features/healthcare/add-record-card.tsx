import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'

/** The 'Add …' form beside a list (under it on a phone). */
export function AddRecordCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
