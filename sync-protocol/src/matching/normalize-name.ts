/**
 * The one normal form names are compared in, on the server and offline in the PWA: what a
 * person types ("St. John’s Wort", "CoQ10 ", "5-HTP") and what the catalogue stores meet here.
 */

// Straight and typographic apostrophes and primes: "john's", "john’s", "johnʼs" all → "johns".
const APOSTROPHES = /['\u2018\u2019\u02BC\u02B9\u2032\u0060\u00B4]/g
// Combining marks left behind by NFKD (é → e + ◌́).
const COMBINING_MARKS = /[\u0300-\u036f]/g
// Anything that is not a letter or a digit separates words.
const SEPARATORS = /[^\p{L}\p{N}]+/gu

export function normalizeName(value: string): string {
  return value.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim()
}
