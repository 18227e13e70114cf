import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** Output side of an avatar: a square JPEG, large enough for any screen the portal has. */
const AVATAR_SIZE_PX = 512;
/** A decompression bomb guard: no phone photo comes near 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The image type by its first bytes (magic numbers), never by the name or the declared type. */
export function detectImageType(bytes: Buffer): 'jpeg' | 'png' | 'gif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/**
 * Decodes and re-encodes an uploaded avatar: JPEG, PNG or GIF in; a square JPEG out with no
 * metadata (EXIF, GPS — children's photos must not carry where they were taken). Anything that
 * is not a whole, sane image is refused.
 */
export async function normalizeAvatar(bytes: Buffer): Promise<Buffer> {
  if (!detectImageType(bytes)) throw new AppError('invalid_image');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new AppError('invalid_image', { cause: error });
  }
}
