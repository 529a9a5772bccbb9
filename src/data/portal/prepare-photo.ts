import { isImageFile, scaledSize } from './photo-rules';

export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

/** Checks and shrinks a picked photo: refuses non-images and unreadable files, scales large ones to 2048 px. */
export async function preparePhoto(file: File): Promise<Blob> {
  if (!isImageFile(file))
    throw new PhotoRefusedError(`"${file.name}" is not an image. Only image files can be uploaded.`);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoRefusedError(`"${file.name}" could not be read as an image.`);
  }
  const size = scaledSize(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = new OffscreenCanvas(size.width, size.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.86 });
}
