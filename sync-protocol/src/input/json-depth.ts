/**
 * How deeply a JSON text nests, measured on the text itself (no parsing, no recursion), so a
 * body nested thousands of levels deep is refused before anything recursive touches it.
 */

/** Deeper than any valid request of the contract (the deepest nests about five levels). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in `text`; stops counting once past `limit`. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return deepest;
}
