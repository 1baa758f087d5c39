// fontkit ships no types: the one call the PDFs' fonts use (a font file's bytes to a parsed font).
declare module 'fontkit' {
  export function create(buffer: Uint8Array): object;
}
