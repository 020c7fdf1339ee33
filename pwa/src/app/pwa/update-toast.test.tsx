// The update flow against a stand-in Workbox: an update is offered, never applied by itself, and
// only the tab whose person clicked 'Reload' reloads. (The real worker is exercised in a browser.)
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { toast, FakeWorkbox } = vi.hoisted(() => {
  class FakeWorkbox extends EventTarget {
    static last: FakeWorkbox | undefined
    messageSkipWaiting = vi.fn()
    registration = { waiting: {} as object | null, update: vi.fn(async () => {}) }
    constructor(public url: string) {
      super()
      FakeWorkbox.last = this
    }
    async register() {
      return this.registration
    }
    emit(type: string) {
      this.dispatchEvent(new Event(type))
    }
  }
  return { toast: vi.fn(), FakeWorkbox }
})
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }))
vi.mock('../../ui/toast/use-toast', () => ({ toast }))

async function mountToast(swUrl: string, hasController = true) {
  vi.stubGlobal('__SERVICE_WORKER_URL__', swUrl)
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: hasController ? {} : null },
    configurable: true,
  })
  const sw = await import('./register-service-worker')
  const reload = vi.spyOn(sw.page, 'reload').mockImplementation(() => {})
  const { UpdateToast } = await import('./update-toast')
  render(<UpdateToast />)
  await act(async () => {
    await vi.waitFor(() => {
      if (swUrl) expect(FakeWorkbox.last?.registration.update).toBeDefined()
    })
    await Promise.resolve()
  })
  return { reload, wb: FakeWorkbox.last }
}

async function emit(wb: InstanceType<typeof FakeWorkbox>, type: string) {
  await act(async () => wb.emit(type))
}

describe('UpdateToast', () => {
  beforeEach(() => {
    vi.resetModules()
    toast.mockClear()
    FakeWorkbox.last = undefined
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('does nothing when the build has no service worker (dev without PWA_DEV)', async () => {
    await mountToast('')
    expect(FakeWorkbox.last).toBeUndefined()
    expect(toast).not.toHaveBeenCalled()
  })

  it('offers a waiting version and applies it only on Reload', async () => {
    const { wb, reload } = await mountToast('/sw.js')
    expect(wb?.url).toBe('/sw.js')
    await emit(wb!, 'waiting')

    expect(toast).toHaveBeenCalledTimes(1)
    const offer = toast.mock.calls[0][0]
    expect(offer.title).toBe('A new version of Dosewise is ready.')
    expect(offer.action.label).toBe('Reload')
    expect(offer.duration).toBeGreaterThan(60_000)
    expect(wb!.messageSkipWaiting).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()

    act(() => offer.action.onClick())
    expect(wb!.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled() // not before the new worker controls the page
    await emit(wb!, 'controlling')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload a tab when another tab applied the update; it tells it instead', async () => {
    const { wb, reload } = await mountToast('/sw.js')
    await emit(wb!, 'waiting')
    await emit(wb!, 'controlling')

    expect(reload).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledTimes(2)
    const notice = toast.mock.calls[1][0]
    expect(notice.title).toBe('Dosewise was updated in another tab.')
    act(() => notice.action.onClick())
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads at once when the waiting worker is already gone', async () => {
    const { wb, reload } = await mountToast('/sw.js')
    await emit(wb!, 'waiting')
    wb!.registration.waiting = null
    act(() => toast.mock.calls[0][0].action.onClick())
    expect(wb!.messageSkipWaiting).not.toHaveBeenCalled()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
