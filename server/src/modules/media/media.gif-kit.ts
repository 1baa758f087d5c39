/**
 * Animated GIFs for the media tests, written byte by byte: one colour, any size and frame count,
 * a few kilobytes on disk however many pixels they decode to (the "66 KB, 6 frames of 4000×4000"
 * upload that took 17 s of CPU). Test helper only.
 */

/** LZW data (GIF flavour, 2-bit minimum code size) of `pixels` pixels of colour 0. */
function lzwOfOneColour(pixels: number): Buffer {
  const minCode = 2;
  const clear = 1 << minCode;
  const eoi = clear + 1;
  let bits = minCode + 1;
  let maxCode = (1 << bits) - 1;
  let free = clear + 2;
  let resetWidth = false;
  const out: number[] = [];
  let acc = 0;
  let accBits = 0;
  const emit = (code: number) => {
    acc |= code << accBits;
    accBits += bits;
    while (accBits >= 8) {
      out.push(acc & 0xff);
      acc >>>= 8;
      accBits -= 8;
    }
    // As compress(1) does: widen after a code once the next free code no longer fits.
    if (free > maxCode || resetWidth) {
      if (resetWidth) {
        bits = minCode + 1;
        resetWidth = false;
      } else bits += 1;
      maxCode = bits === 12 ? 4096 : (1 << bits) - 1;
    }
  };
  emit(clear);
  // With one colour the table holds runs of 2, 3, 4 … pixels: each code is one run longer.
  let longest = 1;
  let left = pixels;
  for (;;) {
    const run = Math.min(longest, left);
    emit(run === 1 ? 0 : eoi - 1 + run);
    left -= run;
    if (left === 0) break;
    if (free < 4096) {
      free += 1;
      longest = run + 1;
    } else {
      free = clear + 2;
      resetWidth = true;
      emit(clear);
      longest = 1;
    }
  }
  emit(eoi);
  if (accBits > 0) out.push(acc & 0xff);
  return Buffer.from(out);
}

/** Data sub-blocks of at most 255 bytes, then the block terminator. */
function subBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.subarray(i, i + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);

/** An animated GIF of `frames` frames of width×height, all one colour (#2a7ab0). */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // graphic control: 0.1 s
    Buffer.from([0x2c]),
    u16(0),
    u16(0),
    u16(width),
    u16(height),
    Buffer.from([0, 2]), // no local colour table; LZW minimum code size 2
    subBlocks(lzwOfOneColour(width * height)),
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    u16(width),
    u16(height),
    Buffer.from([0x81, 0, 0]), // global colour table of 4 entries
    Buffer.from([0x2a, 0x7a, 0xb0, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]), // loop forever
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}
