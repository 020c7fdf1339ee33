/**
 * CPU profile and trace helpers for the benches' diagnostic `--profile` switches
 * (bench/long-lists.js, bench/recommendations-ui.js). Diagnostics only: profiling slows the page,
 * so figures taken with it on are for finding where time goes, never for the report.
 */

/** Starts the CDP tracer (timeline events) and the CPU profiler; `stopProfileAndTrace` ends both. */
export async function startProfileAndTrace(cdp) {
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  await cdp.send('Profiler.start')
}

/** Stops both; the trace's events arrive through the caller's `Tracing.dataCollected` listener. Returns the CPU profile. */
export async function stopProfileAndTrace(cdp) {
  const profile = (await cdp.send('Profiler.stop')).profile
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await traced
  return profile
}

/** The functions that took the most CPU themselves (samples × interval), from a CDP profile. */
export function topSelfTime(profile, count, from = 0) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (at < from) return
    const node = byId.get(id)
    const { functionName, url, lineNumber } = node.callFrame
    const name = `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}` : ''}`.trim()
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...self.entries()]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

/** Time on the page's main thread by kind (script, style, layout, paint, GC), from trace events. */
export function tracePhases(events, from = 0) {
  const KINDS = {
    FunctionCall: 'script (FunctionCall)',
    EventDispatch: 'event dispatch',
    TimerFire: 'timers',
    FireAnimationFrame: 'animation frames',
    RunMicrotasks: 'microtasks',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    PrePaint: 'pre-paint',
    Paint: 'paint',
    Layerize: 'layerize',
    MinorGC: 'GC',
    MajorGC: 'GC',
    ParseHTML: 'parse HTML',
  }
  // The renderer's main thread only (the compositor, raster and IO threads have tasks of their own).
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const totals = new Map()
  let tasks = 0
  for (const e of events) {
    if (e.ph !== 'X' || !main || e.pid !== main.pid || e.tid !== main.tid || e.ts < from) continue
    if (e.name === 'RunTask') tasks += e.dur / 1000
    const kind = KINDS[e.name]
    if (kind) totals.set(kind, (totals.get(kind) ?? 0) + e.dur / 1000)
  }
  return [['all tasks (RunTask)', tasks], ...[...totals.entries()].sort((a, b) => b[1] - a[1])]
}

/** The main thread's tasks from `from` on (a trace timestamp, e.g. the click's dispatch): start (ms after it), length, and the longest events in each. */
export function mainTasks(events, from) {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) return []
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts + e.dur >= from)
  return onMain
    .filter((e) => e.name === 'RunTask' && e.dur >= 1000)
    .map((task) => {
      const inside = new Map()
      for (const e of onMain) {
        if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.name === 'RunTask') continue
        const what = e.name === 'FunctionCall' ? `FunctionCall ${(e.args?.data?.url ?? '').split('/').pop()}` : e.name
        inside.set(what, Math.max(inside.get(what) ?? 0, e.dur / 1000))
      }
      const biggest = [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4)
      return { atMs: (task.ts - from) / 1000, ms: task.dur / 1000, biggest }
    })
}
