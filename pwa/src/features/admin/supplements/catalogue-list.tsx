import { useState } from 'react'
import { Button } from '../../../ui/button'
import { Badge } from '../../../ui/badge'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { useServerData } from '../../../lib/use-server-data'
import { fetchCataloguePage } from './catalogue-api'

/** The catalogue a page at a time, searched by name; 'Edit' on a row opens the form. */
export function CatalogueList({ refresh, onEdit }: { refresh: number; onEdit: (slug: string) => void }) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const list = useServerData(
    `admin-catalogue:${refresh}:${search}:${page}`,
    (signal) => fetchCataloguePage(search, page, signal),
    'Failed to load the catalogue.'
  )
  const data = list.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <section aria-labelledby="admin-catalogue-heading" className="grid gap-3">
      <h3 id="admin-catalogue-heading" className="text-lg font-semibold">
        Catalogue
      </h3>
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="admin-catalogue-search">Search supplements</Label>
        <Input
          id="admin-catalogue-search"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
        />
      </div>
      {list.error && <p role="alert">{list.error}</p>}
      {list.offline && <p role="status">The catalogue needs a connection.</p>}
      {data && data.rows.length === 0 && <p>No supplements match.</p>}
      {data && data.rows.length > 0 && (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Origin</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id} className="border-t">
                <th scope="row" className="py-2 text-left font-medium">
                  {row.name} {row.awaitingSource && <Badge variant="outline">Pending review</Badge>}
                </th>
                <td>{row.category}</td>
                <td>{row.origin === 'admin' ? 'Edited by an admin' : 'Knowledge-base files'}</td>
                <td className="text-right">
                  {row.slug && (
                    <Button size="sm" variant="outline" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row.slug!)}>
                      Edit
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <nav aria-label="Catalogue pages" className="flex items-center gap-3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {data.page} of {pages} ({data.total} supplements)
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  )
}
