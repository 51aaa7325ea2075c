import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/**
 * A picture Blob drawn small, covering its box. Drawn on a canvas rather than shown by an <img> of an
 * object URL: the app's Content-Security-Policy allows no blob: images.
 */
export function BlobThumbnail({ blob, width, height }: { blob: Blob | null; width: number; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !blob) return;
    let current = true;
    const ratio = window.devicePixelRatio || 1;
    createImageBitmap(blob)
      .then((bitmap) => {
        if (current) {
          const box = { width: width * ratio, height: height * ratio };
          const scale = Math.max(box.width / bitmap.width, box.height / bitmap.height);
          const [drawnWidth, drawnHeight] = [bitmap.width * scale, bitmap.height * scale];
          ctx.clearRect(0, 0, box.width, box.height);
          ctx.drawImage(bitmap, (box.width - drawnWidth) / 2, (box.height - drawnHeight) / 2, drawnWidth, drawnHeight);
        }
        bitmap.close();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [blob, width, height]);
  return (
    <Box sx={{ width, height, flex: 'none', borderRadius: 0.5, bgcolor: 'action.hover', overflow: 'hidden' }}>
      <canvas
        ref={canvas}
        width={Math.round(width * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1))}
        height={Math.round(height * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1))}
        style={{ width, height, display: 'block' }}
        aria-hidden
      />
    </Box>
  );
}
