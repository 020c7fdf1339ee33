import type { ReactNode } from 'react'
import { AppHeader } from '../../features/shell/app-header'
import { AppFooter } from '../../features/shell/app-footer'
import { TooltipProvider } from '../../ui/tooltip'

/** The shared header and footer of every signed-in screen (spec §2). */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <AppFooter />
    </div>
    </TooltipProvider>
  )
}
