import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Repeat from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  COVER_ASPECTS,
  coverSize,
  type AnimatorSlide,
  type CoverAspect,
} from '../../../../../pictures/animation/animatorDocument.js';
import { drawFrame, type SlidePictures } from '../../../../../pictures/animation/drawFrame.js';
import { totalDuration } from '../../../../../pictures/animation/timeline.js';

/**
 * The cover as it will play: drawn at its real size (scaled to fit the page) by the export's own
 * drawing, with play/pause (Space on the focused preview), looping and a scrubber.
 */
export function CoverPreview({
  slides,
  pictures,
  aspect,
  onAspect,
}: {
  slides: readonly AnimatorSlide[];
  pictures: SlidePictures;
  aspect: CoverAspect;
  onAspect: (aspect: CoverAspect) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [loop, setLoop] = useState(true);
  const size = coverSize(aspect);
  const total = totalDuration(slides);
  const shownTime = Math.min(time, total);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawFrame(ctx, slides, pictures, shownTime, size);
  }, [slides, pictures, shownTime, size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps

  // Playing moves the time with the clock, from where the scrubber stands.
  const current = useRef(time);
  useEffect(() => {
    current.current = time;
  }, [time]);
  useEffect(() => {
    if (!playing || total <= 0) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const next = current.current + (now - last) / 1000;
      last = now;
      if (next >= total && !loop) {
        setTime(total);
        setPlaying(false);
        return;
      }
      current.current = next % total;
      setTime(current.current);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, loop, total]);

  const toggle = () => {
    if (!playing && shownTime >= total) setTime(0);
    setPlaying(!playing);
  };
  const seconds = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <Box
      component="section"
      aria-label={t('animator.preview.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'stretch' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {t('animator.preview.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={aspect}
          aria-label={t('animator.aspect')}
          onChange={(_event, value: CoverAspect | null) => value && onAspect(value)}
        >
          {COVER_ASPECTS.map((option) => {
            const optionSize = coverSize(option);
            return (
              <ToggleButton key={option} value={option}>
                {`${option} · ${optionSize.width}×${optionSize.height}`}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </Box>
      <Box
        tabIndex={0}
        role="group"
        aria-label={t('animator.preview.canvas')}
        onKeyDown={(event) => {
          if (event.key === ' ' || event.code === 'Space') {
            event.preventDefault();
            toggle();
          } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault();
            setTime(Math.min(total, Math.max(0, shownTime + (event.key === 'ArrowLeft' ? -1 : 1))));
          }
        }}
        sx={{
          alignSelf: 'center',
          // As tall as the window allows, and never wider than the column (a phone): the width follows the
          // aspect, so the picture is scaled, never stretched.
          width: `min(100%, calc(min(60vh, 560px) * ${size.width} / ${size.height}))`,
          lineHeight: 0,
          border: 1,
          borderColor: 'divider',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <canvas
          ref={canvas}
          width={size.width}
          height={size.height}
          data-testid="animator-preview"
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <IconButton
          aria-label={t(playing ? 'animator.preview.pause' : 'animator.preview.play')}
          title={t(playing ? 'animator.preview.pause' : 'animator.preview.play')}
          onClick={toggle}
          disabled={total <= 0}
        >
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
        <ToggleButton
          value="loop"
          size="small"
          selected={loop}
          aria-label={t('animator.preview.loop')}
          title={t('animator.preview.loop')}
          onChange={() => setLoop(!loop)}
        >
          <Repeat fontSize="small" />
        </ToggleButton>
        <Slider
          aria-label={t('animator.preview.time')}
          value={shownTime}
          min={0}
          max={Math.max(total, 0.1)}
          step={0.04}
          disabled={total <= 0}
          getAriaValueText={(value) => t('animator.preview.timeText', { time: seconds(value), total: seconds(total) })}
          onChange={(_event, value) => {
            setPlaying(false);
            setTime(value as number);
          }}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {t('animator.preview.timeText', { time: seconds(shownTime), total: seconds(total) })}
        </Typography>
      </Box>
    </Box>
  );
}
