// fontkit ships no types; the certificate PDF only opens fonts once and hands them to pdfkit.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
