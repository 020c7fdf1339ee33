/** Types of pdf-text.js (plain JavaScript so the e2e suite can import it without a build). */
export declare function pdfText(bytes: Uint8Array): string
export declare function containsText(text: string, phrase: string): boolean
