/**
 * A signed-in device as a person recognises it in the devices list: "Chrome on Android",
 * "Safari on iPhone", "Firefox on Windows". Read from the User-Agent the browser sent when it
 * signed in. Only the common browsers and systems are named; anything else is "Unknown browser"
 * or "an unknown system" rather than a guess. Order matters: Edge, Opera and Samsung Internet
 * also say "Chrome", Chrome also says "Safari", iPadOS 13+ says "Macintosh".
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export const UNKNOWN_DEVICE = 'Unknown device'

export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  let system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  // iPadOS asks for desktop pages and calls itself a Mac; a touch Mac has no "Mobile/" token.
  if (system === 'macOS' && /\bMobile\//.test(userAgent)) system = 'iPad'
  if (!browser && !system) return UNKNOWN_DEVICE
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`
}
