import { useEffect, useState } from 'react';

/** A picture file decoded for drawing on a canvas; null while it decodes (or for no file). */
export function useDecodedPicture(blob: Blob | null): ImageBitmap | null {
  const [decoded, setDecoded] = useState<{ blob: Blob; bitmap: ImageBitmap } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let alive = true;
    let made: ImageBitmap | null = null;
    void createImageBitmap(blob).then((bitmap) => {
      made = bitmap;
      if (alive) setDecoded({ blob, bitmap });
      else bitmap.close();
    });
    return () => {
      alive = false;
      // The previous photo's pixels are freed once the next one is drawn (undo brings its Blob back).
      setTimeout(() => made?.close(), 1000);
    };
  }, [blob]);
  return blob && decoded?.blob === blob ? decoded.bitmap : null;
}
