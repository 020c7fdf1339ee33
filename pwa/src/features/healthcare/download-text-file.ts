/** Saves text made on this device as a file (no request: works offline). */
export function downloadTextFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the object URL can go once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
