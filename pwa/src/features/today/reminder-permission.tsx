import { useState } from 'react'
import { Link } from 'react-router'
import { askNotificationPermission, notificationSupport, type NotificationSupport } from '../../lib/system-notification'
import { Button } from '../../ui/button'

const CALENDAR = (
  <>
    For reminders when Dosewise is closed,{' '}
    <Link to="/notifications" className="text-primary underline underline-offset-4">
      add your doses to your calendar
    </Link>
    .
  </>
)

/**
 * Turning on reminders on this device: explained first, and the browser asks only after the
 * person presses the button. Says plainly what each answer means, and what works without it.
 */
export function ReminderPermission() {
  const [support, setSupport] = useState<NotificationSupport>(notificationSupport)

  return (
    <div className="grid gap-2 text-sm" aria-live="polite">
      {support === 'default' && (
        <>
          <p>
            Dosewise can show a notification when a dose is due while it is open, even in a background tab. Your browser will ask you to
            allow notifications.
          </p>
          <Button size="sm" className="justify-self-start" onClick={() => void askNotificationPermission().then(setSupport)}>
            Turn on reminders
          </Button>
        </>
      )}
      {support === 'granted' && <p>Reminders are on for this device while Dosewise is open.</p>}
      {support === 'denied' && (
        <p>Notifications are blocked for Dosewise in this browser’s settings; reminders still show on screen here.</p>
      )}
      {support === 'unsupported' && <p>This browser cannot show notifications; reminders still show on screen while Dosewise is open.</p>}
      <p className="text-muted-foreground">{CALENDAR}</p>
    </div>
  )
}
