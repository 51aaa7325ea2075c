import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import type { AnimatorSlide } from '../../../../../pictures/animation/animatorDocument.js';
import { BlobThumbnail } from '../../../../../pictures/projects/BlobThumbnail.js';
import { PickList, PickRow } from '../../../../../pictures/projects/PickList.js';

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
    <PickList label={t('animator.slides.title')}>
      {slides.map((slide, index) => {
        const label = t('animator.slides.slide', { number: index + 1 });
        return (
          <PickRow
            key={slide.id}
            testId="animator-slide"
            selected={slide.id === selectedId}
            onPick={() => onSelect(slide.id)}
            thumbnail={<BlobThumbnail blob={slide.picture} width={48} height={64} />}
            primary={label}
            secondary={`${slide.name} · ${t('animator.slides.seconds', { seconds: slide.duration })}`}
            actions={
              <>
                <IconButton
                  aria-label={`${t('animator.slides.moveUp')}: ${label}`}
                  title={t('animator.slides.moveUp')}
                  disabled={index === 0}
                  onClick={() => onMove(slide.id, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`${t('animator.slides.moveDown')}: ${label}`}
                  title={t('animator.slides.moveDown')}
                  disabled={index === slides.length - 1}
                  onClick={() => onMove(slide.id, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`${t('animator.slides.remove')}: ${label}`}
                  title={t('animator.slides.remove')}
                  onClick={() => onRemove(slide.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </>
            }
          />
        );
      })}
    </PickList>
  );
}
