/**
 * Lets background work (services/background.ts) finish before the process exits on SIGTERM, so
 * a mail a person was promised is not dropped by a deploy.
 */
export default class BackgroundWorkProvider {
  async shutdown() {
    const { settleBackgroundWork } = await import('#services/background')
    await settleBackgroundWork()
  }
}
