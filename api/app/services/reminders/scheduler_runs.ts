/**
 * When this process's reminder scheduler last finished a run, for the administrators' system
 * health (ADR 0034). Kept in memory: it says whether the scheduler in this process is alive;
 * null until the first run (or when REMINDER_SCHEDULER=off). The sends are jobs (ADR 0037):
 * `delivered` counts the reminders that reached a device since that run, as this process's jobs
 * record them (with Redis, another process may run some of them).
 */
let last: { finishedAt: string; sent: number; delivered: number } | null = null

export function noteSchedulerRun(run: { sent: number }, finishedAt = new Date()) {
  last = { finishedAt: finishedAt.toISOString(), sent: run.sent, delivered: 0 }
}

/** A reminder job finished: it reached `devices` devices (0: none). */
export function noteReminderDelivered(devices: number) {
  if (last && devices > 0) last = { ...last, delivered: last.delivered + 1 }
}

export function lastSchedulerRun() {
  return last
}
