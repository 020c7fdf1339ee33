/**
 * /admin (ADR 0034): the administration area for people with the admin role, and the app's 404
 * page for everyone else — the area is not advertised. The server refuses its API to anyone who
 * is not an admin whatever this screen shows.
 */
import { useSession } from '../lib/session'
import AdminPage from '../features/admin/admin-page'
import NotFoundPage from '../features/not-found/not-found-page'

export default function AdminRoute() {
  const session = useSession()
  // The router shows signed-in pages only once someone is signed in; nothing to decide before.
  if (session.status !== 'signed-in') return null
  return session.user.role === 'admin' ? <AdminPage /> : <NotFoundPage />
}
