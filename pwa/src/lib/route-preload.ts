/**
 * Lets a screen fetch the code of the screen it leads to before the person gets there, without
 * knowing the router: features never import app/, so app/ registers how a path is loaded and a
 * feature only names the path (the assessment wizard asks for the recommendations screen while
 * its last step is shown, so the click does not wait for that chunk — ADR 0046).
 */
type RoutePreloader = (pathname: string) => Promise<unknown>

let preloader: RoutePreloader | null = null

export function setRoutePreloader(load: RoutePreloader): void {
  preloader = load
}

/** Starts loading what `pathname` shows; a failure is left for the navigation itself to report. */
export function preloadRoute(pathname: string): void {
  preloader?.(pathname).catch(() => {})
}
