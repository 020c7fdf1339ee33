import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { cn } from '../cn'
import { dismiss, TOAST_DURATION, useToasts, type ToastVariant } from './use-toast'

const variants: Record<ToastVariant, string> = {
  default: 'border bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border bg-popover text-popover-foreground border-l-4 border-l-success',
}

/** Renders the toast store. Mount once, near the root of the app. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map(({ id, title, description, action, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id)
          }}
          duration={duration}
          // Errors interrupt the screen reader (assertive); other news waits its turn (polite).
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg p-4 pr-12 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            variants[variant]
          )}
        >
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && <ToastPrimitive.Description className="text-sm">{description}</ToastPrimitive.Description>}
          </div>
          {action && (
            <ToastPrimitive.Action
              altText={action.label}
              onClick={action.onClick}
              className="inline-flex h-9 shrink-0 cursor-pointer items-center rounded-md border border-current px-3 text-sm font-medium"
            >
              {action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-100 flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}
