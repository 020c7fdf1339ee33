/**
 * When this process's reminder scheduler last finished a run, for the administrators' system
 * health (ADR 0034). Kept in memory: it says whether the scheduler in this process is alive;
 * null until the first run (or when REMINDER_SCHEDULER=off).
 */
let last: { finishedAt: string; sent: number; delivered: number } | null = null

export function noteSchedulerRun(run: { sent: number; delivered: number }, finishedAt = new Date()) {
  last = { finishedAt: finishedAt.toISOString(), sent: run.sent, delivered: run.delivered }
}

export function lastSchedulerRun() {
  return last
}
