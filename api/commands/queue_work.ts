import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Runs jobs from the Redis queue in a process of its own (ADR 0037), beside the web processes,
 * which run them too: for a deployment that wants more hands for mail and pushes without more
 * web processes. Needs REDIS_URL (without it, jobs run inside the web process and there is
 * nothing to take). SIGTERM or SIGINT stops taking jobs and waits for the running ones.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run jobs from the Redis job queue in this process until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { queue } = await import('#services/queue/queue')
    const { BullmqBackend } = await import('#services/queue/bullmq_backend')
    const backend = queue.backend
    if (!(backend instanceof BullmqBackend)) {
      this.logger.error('REDIS_URL is not set: jobs run inside the web process, there is no queue to take them from.')
      this.exitCode = 1
      process.exitCode = 1
      await this.terminate()
      return
    }
    backend.startWorker()
    const stop = () => void this.terminate()
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    this.logger.info('Taking jobs from the queue (stop with Ctrl+C or SIGTERM)')
  }
}
