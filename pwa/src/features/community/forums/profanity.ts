/**
 * Words some readers may find offensive, found with `obscenity` (a maintained English word list
 * that also sees through look-alike characters and spacing). It only asks: the person may post
 * anyway (ADR 0031). The library is loaded the first time something is checked, so it stays out
 * of every screen that never posts; if it cannot be loaded nothing is held back.
 */
type Matcher = { hasMatch: (text: string) => boolean }

let matcher: Promise<Matcher | null> | null = null

function load(): Promise<Matcher | null> {
  return import('obscenity').then(
    ({ RegExpMatcher, englishDataset, englishRecommendedTransformers }) =>
      new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers }),
    () => {
      matcher = null // try again next time (the chunk may come with the connection)
      return null
    }
  )
}

/** Whether any of the texts contains words on the list. */
export async function mayOffend(...texts: string[]): Promise<boolean> {
  matcher ??= load()
  const found = await matcher
  return found !== null && texts.some((text) => found.hasMatch(text))
}
