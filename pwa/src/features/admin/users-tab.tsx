import { useState, type FormEvent } from 'react'
import { ADMIN_SEARCH_MAX } from '@dosewise/sync-protocol'
import { useSession } from '../../lib/session'
import { useServerData } from '../../lib/use-server-data'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { loadUsers } from './admin-data'
import { formatDay } from './admin-format'
import { downloadFromServer } from './download'
import { LoadState } from './load-state'
import { UserActions } from './user-actions'

/** The Users tab: every account, searched and paged on the server; role, suspension, export. */
export function UsersTab() {
  const session = useSession()
  const selfId = session.status === 'signed-in' ? session.user.id : null
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState({ q: '', page: 1 })
  const answer = useServerData(`admin-users:${query.q}:${query.page}`, (signal) => loadUsers(query, signal), 'Could not load the users.')
  const [exporting, setExporting] = useState(false)

  function search(event: FormEvent) {
    event.preventDefault()
    setQuery({ q: typed.trim(), page: 1 })
  }

  async function exportUsers() {
    setExporting(true)
    try {
      const name = await downloadFromServer('GET', '/api/admin/users/export', 'dosewise-users.csv')
      toast({ title: 'Users exported', description: `Saved as ${name}.`, variant: 'success' })
    } catch (error) {
      failureToast(error, 'Export failed', 'Please try again.')
    } finally {
      setExporting(false)
    }
  }

  const data = answer.data
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="admin-user-search">
            Search by name or email
            <Input
              id="admin-user-search"
              type="search"
              value={typed}
              maxLength={ADMIN_SEARCH_MAX}
              onChange={(event) => setTyped(event.target.value)}
              className="w-64"
            />
          </label>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Button variant="outline" onClick={() => void exportUsers()} disabled={exporting}>
          Export Users
        </Button>
      </div>
      <LoadState data={answer} label="the users" />
      {data && (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {data.total === 0
              ? query.q
                ? `No one matches "${query.q}".`
                : 'No accounts yet.'
              : `${data.total} ${data.total === 1 ? 'account' : 'accounts'}${query.q ? ` matching "${query.q}"` : ''}; page ${data.page} of ${data.pageCount}.`}
          </p>
          {data.users.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Accounts</caption>
                <thead>
                  <tr className="text-left">
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Profession</th>
                    <th scope="col">Join Date</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((user) => (
                    <tr key={user.id} className="border-t align-top">
                      <th scope="row" className="py-2 pr-2 text-left font-medium">
                        {user.name}
                      </th>
                      <td className="pr-2">{user.email}</td>
                      <td className="pr-2">{user.profession ?? '—'}</td>
                      <td className="pr-2">{formatDay(user.createdAt)}</td>
                      <td className="pr-2">{user.role === 'admin' ? 'Admin' : 'User'}</td>
                      <td className="pr-2">
                        {user.suspendedAt ? <Badge variant="destructive">Suspended</Badge> : <Badge variant="success">Active</Badge>}
                      </td>
                      <td className="py-1">
                        <UserActions user={user} self={user.id === selfId} onChanged={answer.reload} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.pageCount > 1 && (
            <nav aria-label="Pages of accounts" className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => setQuery({ ...query, page: data.page - 1 })}>
                Previous page
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={data.page >= data.pageCount}
                onClick={() => setQuery({ ...query, page: data.page + 1 })}
              >
                Next page
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
