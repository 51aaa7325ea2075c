/** Two lines of 14 px header text: long Russian names wrap instead of ending in «…». */
export const COLUMN_HEADER_HEIGHT = 52;

/** The class of a row just created or changed, so the seller finds it at once. */
export const HIGHLIGHTED_ROW = 'row-highlighted';

/** What every grid of the app looks like besides MUI's defaults (docs/screens.md). */
export const gridSx = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-columnHeaderTitle': {
    whiteSpace: 'normal',
    lineHeight: 1.2,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  '@keyframes rowHighlight': {
    from: { backgroundColor: 'rgba(255, 193, 7, 0.45)' },
    to: { backgroundColor: 'transparent' },
  },
  [`& .${HIGHLIGHTED_ROW}`]: { animation: 'rowHighlight 4s ease-out' },
} as const;
