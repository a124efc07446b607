// Test helpers for the content admin and SEO tests: pictures.
import sharp from 'sharp';

export function pngBytes(width = 640, height = 480, background = '#2255aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
