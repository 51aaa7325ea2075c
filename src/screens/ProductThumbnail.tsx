import ImageNotSupported from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

const SIZE = 28;

/**
 * The card's primary picture, small and loaded only when its row scrolls into view; a neutral icon
 * when the card has none or it does not load (Ozon's CDN out of reach).
 */
export function ProductThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const frame = { width: SIZE, height: SIZE, flex: `0 0 ${SIZE}px`, borderRadius: 0.5 } as const;
  if (!src || failed) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}>
        <ImageNotSupported sx={{ fontSize: 18 }} aria-hidden />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ ...frame, objectFit: 'contain', bgcolor: 'background.paper' }}
    />
  );
}
