import { useEffect } from 'react'

export const APP_NAME = 'Dosewise'

/** What the browser tab, history and bookmarks show for a screen: 'Wellness Journal · Dosewise'. */
export function documentTitle(screen: string): string {
  return `${screen} · ${APP_NAME}`
}

/**
 * Names the screen in the tab while it is shown. Each screen sets its own on mount and when its
 * title changes; nothing is restored on unmount, as the next screen sets its own.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
