import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { subscribeToPush, type PushSetup } from '../../lib/push-subscription'
import { askNotificationPermission, notificationSupport, type NotificationSupport } from '../../lib/system-notification'
import { useOnline } from '../../lib/use-online'
import { Button } from '../../ui/button'

const PUSH_WORDS: Record<PushSetup, string> = {
  subscribed: 'Reminders also arrive when Dosewise is closed, with Taken and Snooze buttons.',
  unsupported:
    'This browser cannot receive reminders while Dosewise is closed (on an iPhone, add Dosewise to the Home Screen first); they show while it is open.',
  offline: 'Reminders for when Dosewise is closed are set up once you are back online; until then they show while it is open.',
  failed: 'Reminders for when Dosewise is closed could not be set up here; they show while it is open.',
}

/**
 * Turning on reminders on this device: explained first, and the browser asks only after the
 * person presses the button. Then this device subscribes to Web Push, and the card says
 * plainly what works: notifications while open, push while closed, or the calendar instead.
 */
export function ReminderPermission() {
  const [support, setSupport] = useState<NotificationSupport>(notificationSupport)
  const [push, setPush] = useState<PushSetup | null>(null)
  const online = useOnline()

  // Allowed (now or before): make sure this device is subscribed; again when back online.
  useEffect(() => {
    if (support !== 'granted') return
    let current = true
    void subscribeToPush().then((result) => {
      if (current) setPush(result)
    })
    return () => {
      current = false
    }
  }, [support, online])

  return (
    <div className="grid gap-2 text-sm" aria-live="polite">
      {support === 'default' && (
        <>
          <p>
            Dosewise can notify you when a dose is due — while it is open, and where this browser allows, when it is closed. Your browser
            will ask you to allow notifications.
          </p>
          <Button size="sm" className="justify-self-start" onClick={() => void askNotificationPermission().then(setSupport)}>
            Turn on reminders
          </Button>
        </>
      )}
      {support === 'granted' && <p>Reminders are on for this device. {push && PUSH_WORDS[push]}</p>}
      {support === 'denied' && (
        <p>Notifications are blocked for Dosewise in this browser’s settings; reminders still show on screen here.</p>
      )}
      {support === 'unsupported' && <p>This browser cannot show notifications; reminders still show on screen while Dosewise is open.</p>}
      <p className="text-muted-foreground">
        Your phone’s calendar can remind you with no connection at all:{' '}
        <Link to="/notifications" className="text-primary underline underline-offset-4">
          add your doses to your calendar
        </Link>
        .
      </p>
    </div>
  )
}
