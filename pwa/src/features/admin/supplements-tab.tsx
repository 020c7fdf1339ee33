import { useState } from 'react'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast/use-toast'
import { failureToast } from '../../lib/failure-toast'
import { useServerData } from '../../lib/use-server-data'
import { fetchCatalogueStats, publishReferenceVersion } from './supplements/catalogue-api'
import { CatalogueList } from './supplements/catalogue-list'
import { CatalogueStats } from './supplements/catalogue-stats'
import { ImportCsvDialog } from './supplements/import-csv-dialog'
import { SupplementFormDialog } from './supplements/supplement-form-dialog'

/**
 * The Supplements tab of /admin (issue 16, ADR 0035): the counts, the catalogue with search and
 * paging, Add Supplement and Edit, Import CSV, and Update Interactions. Every change is a new
 * reference version each device picks up on its next sync.
 */
export function SupplementsTab() {
  const [refresh, setRefresh] = useState(0)
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [importing, setImporting] = useState(false)
  const [publishing, setPublishing] = useState(false)
  const stats = useServerData(`admin-catalogue-stats:${refresh}`, fetchCatalogueStats, 'Failed to load the catalogue counts.')
  const changed = () => setRefresh((n) => n + 1)

  async function publish() {
    setPublishing(true)
    try {
      const { version } = await publishReferenceVersion()
      toast({
        title: 'Interactions updated',
        description: `Every device fetches reference data version ${version} on its next sync.`,
        variant: 'success',
      })
      changed()
    } catch (error) {
      failureToast(error, 'Update failed', 'Please try again.')
    } finally {
      setPublishing(false)
    }
  }

  return (
    <div className="grid gap-6">
      {stats.error && <p role="alert">{stats.error}</p>}
      {stats.offline && <p role="status">The Supplements tab needs a connection.</p>}
      {stats.data && <CatalogueStats stats={stats.data} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setEditing('new')}>Add Supplement</Button>
        <Button variant="outline" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button variant="outline" disabled={publishing} onClick={() => void publish()}>
          Update Interactions
        </Button>
        {stats.data && <span className="text-sm text-muted-foreground">Reference data version {stats.data.version}</span>}
      </div>
      <CatalogueList refresh={refresh} onEdit={setEditing} />
      <SupplementFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          changed()
        }}
      />
      <ImportCsvDialog
        open={importing}
        onClose={() => setImporting(false)}
        onApplied={() => {
          setImporting(false)
          changed()
        }}
      />
    </div>
  )
}
