import { ReferenceDownloading } from '../../ui/reference-downloading'

/**
 * An assessment whose plan is not on this device yet. Without the supplement catalogue the
 * device cannot work one out; with it, the plan is the server's to send (the assessment was
 * made elsewhere, or before the catalogue arrived).
 */
export function PlanPending({ catalogueOnDevice }: { catalogueOnDevice: boolean }) {
  return catalogueOnDevice ? (
    <ReferenceDownloading
      title="Your recommendations are on their way"
      description="Your answers are saved. Your account will send your recommendations the next time this device syncs; this needs a connection."
    />
  ) : (
    <ReferenceDownloading
      title="Your recommendations will be ready once Dosewise has downloaded its supplement catalogue"
      description="Your answers are saved on this device. The supplement catalogue is downloaded for offline use the first time this device is online; your recommendations will appear here once it has synced."
    />
  )
}
