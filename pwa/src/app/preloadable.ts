/**
 * A lazily loaded screen that can also be loaded ahead of rendering (`load()`). Once its module
 * is in, the component renders it directly: nothing suspends, so no Suspense fallback shows —
 * and React holds back content that replaces a fallback until 300 ms after the fallback
 * appeared, which alone would cost the first screen more than its whole budget.
 */
import { createElement, lazy, useState, type ComponentType } from 'react'

export type Preloadable<P extends object = object> = ComponentType<P> & { load: () => Promise<unknown> }

export function preloadable<P extends object = object>(loader: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      }
    ))
  const Lazy = lazy(load)
  function Preloaded(props: P) {
    // Chosen once per mounted screen: switching from the lazy wrapper to the module itself
    // later would remount the screen and lose its state.
    const [direct] = useState(() => loaded)
    return createElement(direct ?? Lazy, props)
  }
  return Object.assign(Preloaded, { load })
}
