/**
 * What /settings needs from the app when an action ends this device's session — signing out
 * everywhere, deleting the account. A feature cannot reach the sync engine or the app's local
 * data (docs/architecture.md), so the app's route passes these in (app/settings-route.tsx).
 */
export interface SessionEnding {
  /**
   * Runs `request` (the server ending this session) with sync stopped, so nothing is sent
   * after it; a failed request starts sync again and rethrows.
   */
  run: (request: () => Promise<void>) => Promise<void>
  /**
   * After the server has ended the session: the signed-out screens, this account's local
   * database deleted (its unsent changes with it), the landing page, and a toast `title`.
   */
  leave: (title: string) => Promise<void>
}
