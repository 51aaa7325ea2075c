import Box from '@mui/material/Box';
import { useObjectUrl } from './useObjectUrl.js';

/** A saved project's small picture, or an empty frame where it has none. */
export function ProjectThumbnail({ thumbnail, size = 48 }: { thumbnail: Blob | null; size?: number }) {
  const url = useObjectUrl(thumbnail);
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 0.5,
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'flex',
      }}
    >
      {url && <img src={url} alt="" width={size} height={size} style={{ objectFit: 'cover' }} />}
    </Box>
  );
}
