import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, ImageRejectedError, MAX_INPUT_PIXELS, processImage } from './image-pipeline';

const CAMERA = 'SecretCam-X100';
const OWNER = 'Jane Q. Photographer';

/** A photo as a phone would upload it: JPEG with camera, owner and GPS position in its EXIF. */
function photoWithLocation(width: number, height: number, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: CAMERA, Model: 'Z9', Artist: OWNER, Copyright: OWNER },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 2345/100',
      },
    });
  // sharp writes the orientation tag itself; withExif's IFD0 would not keep it.
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** Whether TIFF-encoded EXIF links a GPS block (tag 0x8825, either byte order). */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))),
  );
}

function solidPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

async function expectRejected(input: Buffer, message: RegExp) {
  const error = await processImage(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  expect((error as ImageRejectedError).statusCode).toBe(400);
  expect((error as ImageRejectedError).message).toMatch(message);
}

describe('processImage', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await photoWithLocation(1200, 800);
    // The fixture really carries the metadata the pipeline must drop.
    const metadata = await sharp(photo).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif?.includes(CAMERA)).toBe(true);
    expect(hasGpsPointer(metadata.exif)).toBe(true);
  });

  it('re-encodes a JPEG as WebP without any EXIF, GPS or owner data', async () => {
    const variants = await processImage(photo);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(variant.contentType).toBe('image/webp');
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(variant.bytes.includes(CAMERA)).toBe(false);
      expect(variant.bytes.includes(OWNER)).toBe(false);
      expect(variant.bytes.includes('Exif')).toBe(false);
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.height);
    }
  });

  it('makes the standard widths up to the original, never enlarging it', async () => {
    const variants = await processImage(photo);
    // 1200 px wide: 480 and 960 as asked, 1600 capped to the original 1200.
    expect(variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    expect(variants.map((variant) => variant.height)).toEqual([320, 640, 800]);
    for (const variant of variants) expect(variant.width).toBeLessThanOrEqual(1200);
    expect(IMAGE_WIDTHS).toEqual([480, 960, 1600]);
  });

  it('gives a picture smaller than every width exactly one variant, at its own size', async () => {
    const variants = await processImage(await solidPng(300, 200));
    expect(variants.map(({ width, height }) => ({ width, height }))).toEqual([{ width: 300, height: 200 }]);
  });

  it('honours the widths asked for, sorted, without enlarging', async () => {
    const variants = await processImage(await solidPng(300, 150), [480, 240]);
    expect(variants.map((variant) => variant.width)).toEqual([240, 300]);
  });

  it('turns a photo upright using its EXIF orientation before sizing it', async () => {
    // Stored 400x200 but marked "rotate 90°": upright it is 200 wide and 400 high.
    const rotated = await photoWithLocation(400, 200, 6);
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const variants = await processImage(rotated);
    expect(variants.map(({ width, height }) => ({ width, height }))).toEqual([{ width: 200, height: 400 }]);
    expect((await sharp(variants[0]!.bytes).metadata()).orientation).toBeUndefined();
  });

  it('accepts PNG, WebP and GIF by their content', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 4, background: '#00aa0080' } });
    for (const input of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      const variants = await processImage(input);
      expect(variants).toHaveLength(1);
      expect((await sharp(variants[0]!.bytes).metadata()).format).toBe('webp');
    }
  });

  it('drops bytes hidden after the picture (polyglot files)', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([photo, Buffer.from(payload)]);
    const variants = await processImage(polyglot);
    for (const variant of variants) expect(variant.bytes.includes(payload)).toBe(false);
  });

  it('refuses a text file, whatever it is called', async () => {
    await expectRejected(Buffer.from('name,email\nAsha,asha@example.edu\n'), /not an image/);
  });

  it('refuses an empty upload', async () => {
    await expectRejected(Buffer.alloc(0), /not an image/);
  });

  it('refuses an SVG, which can carry script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRejected(svg, /not an image/);
  });

  it('refuses a truncated JPEG', async () => {
    await expectRejected(photo.subarray(0, Math.floor(photo.length / 3)), /image/);
  });

  it('refuses a picture with more pixels than MAX_INPUT_PIXELS, saying so', async () => {
    // 8000 x 6000 = 48 megapixels of one colour: large to decode, tiny as a PNG.
    const bomb = await solidPng(8000, 6000);
    expect(8000 * 6000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRejected(bomb, /too many pixels/);
  });
});
