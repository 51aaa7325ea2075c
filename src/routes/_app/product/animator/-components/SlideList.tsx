import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { AnimatorSlide } from '../../../../../pictures/animation/animatorDocument.js';
import { BlobThumbnail } from './BlobThumbnail.js';

/** The slides in their order: pick one to set it up, move it up or down, remove it. */
export function SlideList({
  slides,
  selectedId,
  onSelect,
  onMove,
  onRemove,
}: {
  slides: readonly AnimatorSlide[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onRemove: (id: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <List aria-label={t('animator.slides.title')} dense disablePadding>
      {slides.map((slide, index) => {
        const label = t('animator.slides.slide', { number: index + 1 });
        return (
          <ListItem
            key={slide.id}
            disablePadding
            data-testid="animator-slide"
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <Tooltip title={t('animator.slides.moveUp')}>
                  <span>
                    <IconButton
                      aria-label={`${t('animator.slides.moveUp')}: ${label}`}
                      disabled={index === 0}
                      onClick={() => onMove(slide.id, -1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('animator.slides.moveDown')}>
                  <span>
                    <IconButton
                      aria-label={`${t('animator.slides.moveDown')}: ${label}`}
                      disabled={index === slides.length - 1}
                      onClick={() => onMove(slide.id, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('animator.slides.remove')}>
                  <IconButton
                    aria-label={`${t('animator.slides.remove')}: ${label}`}
                    onClick={() => onRemove(slide.id)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            }
            sx={{ '& .MuiListItemButton-root': { pr: 17 } }}
          >
            <ListItemButton
              selected={slide.id === selectedId}
              onClick={() => onSelect(slide.id)}
              aria-current={slide.id === selectedId ? 'true' : undefined}
              sx={{ gap: 1.5 }}
            >
              <BlobThumbnail blob={slide.picture} width={48} height={64} />
              <ListItemText
                primary={label}
                secondary={`${slide.name} · ${t('animator.slides.seconds', { seconds: slide.duration })}`}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
