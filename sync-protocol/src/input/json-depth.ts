/**
 * How deeply a JSON text nests, measured on its bytes as they arrive (no parsing, no recursion),
 * so a body nested thousands of levels deep is refused before anything recursive touches it —
 * and before it is even read in full. Works on UTF-8 bytes chunk by chunk: the characters that
 * matter (" \ { } [ ]) are ASCII, and no byte of a multi-byte UTF-8 character is ASCII.
 */

/** Deeper than any valid request of the contract (the deepest nests about five levels). */
export const MAX_JSON_DEPTH = 32

export class JsonDepthMeter {
  private depth = 0
  private inString = false
  private escaped = false
  /** The deepest nesting seen so far. */
  deepest = 0

  /** Reads the next bytes of the text; returns the deepest nesting so far. */
  feed(bytes: Uint8Array): number {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (byte === 0x5c /* \ */) this.escaped = true
        else if (byte === 0x22 /* " */) this.inString = false
        continue
      }
      if (byte === 0x22) this.inString = true
      else if (byte === 0x7b /* { */ || byte === 0x5b /* [ */) {
        this.depth++
        if (this.depth > this.deepest) this.deepest = this.depth
      } else if (byte === 0x7d /* } */ || byte === 0x5d /* ] */) this.depth--
    }
    return this.deepest
  }
}

/** The deepest nesting of objects and arrays in `text`. */
export function jsonDepth(text: string): number {
  return new JsonDepthMeter().feed(new TextEncoder().encode(text))
}
