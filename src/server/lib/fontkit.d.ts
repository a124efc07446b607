// fontkit ships no types; the PDFs open fonts once and hand them to pdfkit (src/server/lib/pdf-fonts.ts).
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
