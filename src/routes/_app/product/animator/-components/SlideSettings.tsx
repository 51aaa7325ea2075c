import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CAPTION_POSITIONS,
  CAPTION_REVEALS,
  SLIDE_DURATION_SECONDS,
  SLIDE_MOTIONS,
  TRANSITION_SECONDS,
  type AnimatorSlide,
  type CaptionPosition,
  type CaptionReveal,
  type SlideMotion,
} from '../../../../../pictures/animation/animatorDocument.js';

// Native selects, like the price analyzer's: keyboard- and phone-friendly, and no menu code in the chunk.
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

const MOTION_LABELS: Record<SlideMotion, string> = {
  zoomIn: 'animator.motion.zoomIn',
  zoomOut: 'animator.motion.zoomOut',
  panLeft: 'animator.motion.panLeft',
  panRight: 'animator.motion.panRight',
  none: 'animator.motion.none',
};
const REVEAL_LABELS: Record<CaptionReveal, string> = {
  fade: 'animator.caption.reveal.fade',
  slideUp: 'animator.caption.reveal.slideUp',
};
const POSITION_LABELS: Record<CaptionPosition, string> = {
  top: 'animator.caption.position.top',
  middle: 'animator.caption.position.middle',
  bottom: 'animator.caption.position.bottom',
};

/**
 * A number of seconds typed as the seller likes ("4,5" too); it is taken when it is a number within
 * the bounds, and the field says the bounds otherwise. The settings remount for another slide, so the
 * text starts from the slide's value and then follows the typing.
 */
function SecondsField({
  label,
  value,
  bounds,
  last,
  onChange,
}: {
  label: string;
  value: number;
  bounds: { min: number; max: number };
  last?: string;
  onChange: (seconds: number) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(() => intl.formatNumber(value));
  const parsed = Number(text.trim().replace(',', '.'));
  const valid = text.trim() !== '' && Number.isFinite(parsed) && parsed >= bounds.min && parsed <= bounds.max;
  return (
    <TextField
      label={label}
      value={text}
      size="small"
      error={!valid}
      helperText={!valid ? intl.formatMessage({ id: 'animator.settings.secondsBounds' }, bounds) : last}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value.trim().replace(',', '.'));
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= bounds.min && next <= bounds.max) {
          onChange(Math.round(next * 10) / 10);
        }
      }}
      sx={{ width: '11rem' }}
    />
  );
}

/** The selected slide's settings: its time, the crossfade into the next, its motion and its caption. */
export function SlideSettings({
  slide,
  number,
  isLast,
  onChange,
}: {
  slide: AnimatorSlide;
  number: number;
  isLast: boolean;
  onChange: (slide: AnimatorSlide) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = t('animator.settings.title', { number });
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
      key={slide.id}
    >
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SecondsField
          label={t('animator.settings.duration')}
          value={slide.duration}
          bounds={SLIDE_DURATION_SECONDS}
          onChange={(duration) => onChange({ ...slide, duration })}
        />
        <SecondsField
          label={t('animator.settings.transition')}
          value={slide.transition}
          bounds={TRANSITION_SECONDS}
          last={isLast ? t('animator.settings.transitionLast') : undefined}
          onChange={(transition) => onChange({ ...slide, transition })}
        />
        <TextField
          select
          slotProps={NATIVE}
          size="small"
          label={t('animator.settings.motion')}
          value={slide.motion}
          onChange={(event) => onChange({ ...slide, motion: event.target.value as SlideMotion })}
          sx={{ width: '13rem' }}
        >
          {SLIDE_MOTIONS.map((motion) => (
            <option key={motion} value={motion}>
              {t(MOTION_LABELS[motion])}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        label={t('animator.caption.text')}
        value={slide.caption.text}
        size="small"
        multiline
        maxRows={3}
        helperText={t('animator.caption.hint')}
        slotProps={{ htmlInput: { maxLength: 80 } }}
        onChange={(event) => onChange({ ...slide, caption: { ...slide.caption, text: event.target.value } })}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          slotProps={NATIVE}
          size="small"
          label={t('animator.caption.reveal')}
          value={slide.caption.reveal}
          onChange={(event) =>
            onChange({ ...slide, caption: { ...slide.caption, reveal: event.target.value as CaptionReveal } })
          }
          sx={{ width: '13rem' }}
        >
          {CAPTION_REVEALS.map((reveal) => (
            <option key={reveal} value={reveal}>
              {t(REVEAL_LABELS[reveal])}
            </option>
          ))}
        </TextField>
        <TextField
          select
          slotProps={NATIVE}
          size="small"
          label={t('animator.caption.position')}
          value={slide.caption.position}
          onChange={(event) =>
            onChange({ ...slide, caption: { ...slide.caption, position: event.target.value as CaptionPosition } })
          }
          sx={{ width: '13rem' }}
        >
          {CAPTION_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {t(POSITION_LABELS[position])}
            </option>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
