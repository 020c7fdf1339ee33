/**
 * Hands a file made on this device to the browser's downloads (no request: works offline) — the
 * calendar file of an appointment, a report's PDF, the data export.
 *
 * The object URL outlives the click by a minute: the download has started from the click, but a
 * slow machine may still be reading a large blob when this task ends.
 */
export function saveFile(fileName: string, contents: Blob | string | Uint8Array, type = 'application/octet-stream') {
  const blob = contents instanceof Blob ? contents : new Blob([contents as BlobPart], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
