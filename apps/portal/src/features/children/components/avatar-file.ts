import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_BYTES, AVATAR_OUTPUT_NAME, AVATAR_OUTPUT_QUALITY } from '@kiddo/contracts';
import type { PixelCrop } from 'react-image-crop';

export type AvatarFileProblem = 'invalidType' | 'tooLarge';

/** The largest side of the uploaded square: plenty for an avatar, and far below the 5 MB limit. */
const AVATAR_OUTPUT_MAX_PX = 1024;

/** Checks a chosen file before anything is read or sent (spec §5: JPEG, PNG or GIF, at most 5 MB). */
export function checkAvatarFile(file: File): AvatarFileProblem | null {
  if (!(AVATAR_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Reads a file as a data URL, for the crop dialog and the preview of a held avatar. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unread')));
    reader.onerror = () => reject(reader.error ?? new Error('unread'));
    reader.readAsDataURL(file);
  });
}

/**
 * Draws the chosen square of the displayed image, at the image's own resolution (capped), onto a
 * white canvas (a transparent PNG would turn black in a JPEG) and encodes it as avatar.jpg, quality 0.95.
 */
export function cropImageToFile(image: HTMLImageElement, crop: PixelCrop): Promise<File> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const sourceWidth = crop.width * scaleX;
  const sourceHeight = crop.height * scaleY;
  const size = Math.max(1, Math.round(Math.min(sourceWidth, sourceHeight, AVATAR_OUTPUT_MAX_PX)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x * scaleX, crop.y * scaleY, sourceWidth, sourceHeight, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], AVATAR_OUTPUT_NAME, { type: 'image/jpeg' })) : reject(new Error('no blob')),
      'image/jpeg',
      AVATAR_OUTPUT_QUALITY,
    );
  });
}
