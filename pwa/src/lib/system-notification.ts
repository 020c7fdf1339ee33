/**
 * Notifications outside the page (issue 13): whether this browser can show them, asking for
 * permission (only ever after the person pressed a button), and showing one. A page-made
 * `new Notification` is not allowed everywhere (Android Chrome), so the service worker's
 * registration shows it when there is one.
 */
export type NotificationSupport = 'unsupported' | 'default' | 'granted' | 'denied'

export function notificationSupport(): NotificationSupport {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported'
  return Notification.permission
}

/** Whether Web Push can reach this device (not, e.g., Safari on iOS outside an installed app). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window
}

export async function askNotificationPermission(): Promise<NotificationSupport> {
  if (notificationSupport() === 'unsupported') return 'unsupported'
  return Notification.requestPermission()
}

export async function showSystemNotification(title: string, options: NotificationOptions & { tag: string }): Promise<boolean> {
  if (notificationSupport() !== 'granted') return false
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined
  if (registration) {
    await registration.showNotification(title, { icon: '/pwa-192x192.png', ...options })
    return true
  }
  new Notification(title, { icon: '/pwa-192x192.png', ...options })
  return true
}
