import Download from '@mui/icons-material/Download';
import Movie from '@mui/icons-material/MovieOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { coverSize, type AnimatorSlide, type CoverAspect } from '../../../../../pictures/animation/animatorDocument.js';
import { isAbort, type CoverProgress, type EncodedCover } from '../../../../../pictures/animation/coverEncoding.js';
import { drawFrame, type SlidePictures } from '../../../../../pictures/animation/drawFrame.js';
import { durationProblem, totalDuration } from '../../../../../pictures/animation/timeline.js';
import { fileSizeText } from '../../../../../app/fileSizeText.js';
import { VIDEO_COVER } from '../../../../../pictures/ozonPictureLimits.js';
import { useObjectUrl } from './useObjectUrl.js';

type ExportState =
  | { phase: 'idle'; note?: 'cancelled' | 'picturesLoading' }
  | { phase: 'running'; progress: CoverProgress | null }
  | { phase: 'done'; cover: EncodedCover; fileName: string }
  | { phase: 'failed'; message: string };

const PROBLEM_MESSAGES = {
  noSlides: 'animator.export.noSlides',
  tooShort: 'animator.export.tooShort',
  tooLong: 'animator.export.tooLong',
} as const;

/** The file's name: cover-2026-11-26.mp4, by the seller's own date. */
function coverFileName(format: string): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `cover-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}

/**
 * The cover's length against Ozon's 8–30 s, and its export: refused with the reason outside the
 * limits, with a progress bar and Cancel while it runs (the screen stays usable: it encodes the slides
 * as they were when it began), then the file to download with its size, length and dimensions.
 */
export function CoverExport({
  slides,
  pictures,
  aspect,
}: {
  slides: readonly AnimatorSlide[];
  pictures: SlidePictures;
  aspect: CoverAspect;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const resultUrl = useObjectUrl(state.phase === 'done' ? state.cover.blob : null);
  useEffect(() => () => running.current?.abort(), []);

  const total = totalDuration(slides);
  const problem = durationProblem(slides.length, total);
  const seconds = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const limits = { min: VIDEO_COVER.minSeconds, max: VIDEO_COVER.maxSeconds };

  const start = async () => {
    if (problem || state.phase === 'running') return;
    if (slides.some((slide) => !pictures.has(slide.id))) {
      setState({ phase: 'idle', note: 'picturesLoading' });
      return;
    }
    // The slides as they are now: changes made while it encodes go into the next export.
    const frozenSlides = [...slides];
    const frozenPictures = new Map(pictures);
    const size = coverSize(aspect);
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'running', progress: null });
    try {
      const { encodeCover } = await import('../../../../../pictures/animation/encodeCover.js');
      const cover = await encodeCover(
        {
          size,
          duration: total,
          paint: (ctx, time) => drawFrame(ctx, frozenSlides, frozenPictures, time, size),
        },
        { signal: controller.signal, onProgress: (progress) => setState({ phase: 'running', progress }) },
      );
      setState({ phase: 'done', cover, fileName: coverFileName(cover.format) });
    } catch (error) {
      if (isAbort(error)) setState({ phase: 'idle', note: 'cancelled' });
      else
        setState({
          phase: 'failed',
          message: t('animator.export.failed', { reason: error instanceof Error ? error.message : String(error) }),
        });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <Box
      component="section"
      aria-label={t('animator.export.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography variant="subtitle1" component="h2">
        {t('animator.export.title')}
      </Typography>
      <Typography variant="body2" data-testid="animator-duration">
        {t('animator.export.duration', { duration: seconds(total), ...limits })}
      </Typography>
      {problem && (
        <Alert severity={problem === 'noSlides' ? 'info' : 'warning'} role="status">
          {t(PROBLEM_MESSAGES[problem], { duration: seconds(total), ...limits })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<Movie />}
          onClick={() => void start()}
          disabled={Boolean(problem)}
          loading={state.phase === 'running'}
          loadingPosition="start"
        >
          {t('animator.export.start')}
        </Button>
        {state.phase === 'running' && (
          <Button variant="outlined" color="inherit" onClick={() => running.current?.abort()}>
            {t('animator.export.cancel')}
          </Button>
        )}
      </Box>
      {state.phase === 'running' && (
        <Box role="status">
          <Typography variant="body2">
            {state.progress
              ? t('animator.export.progress', { done: state.progress.done, total: state.progress.total })
              : t('animator.export.preparing')}
          </Typography>
          <LinearProgress
            aria-label={t('animator.export.title')}
            variant={state.progress ? 'determinate' : 'indeterminate'}
            value={state.progress ? (100 * state.progress.done) / state.progress.total : undefined}
            sx={{ mt: 0.5 }}
          />
        </Box>
      )}
      {state.phase === 'idle' && state.note && (
        <Alert severity="info" role="status">
          {t(state.note === 'cancelled' ? 'animator.export.cancelled' : 'animator.export.picturesLoading')}
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      {state.phase === 'done' && (
        <Box role="status" data-testid="animator-result" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2">
            {t('animator.export.done', {
              name: state.fileName,
              size: fileSizeText(state.cover.blob.size, intl.locale),
              duration: seconds(state.cover.duration),
              width: state.cover.width,
              height: state.cover.height,
            })}
          </Typography>
          {state.cover.format === 'gif' && <Alert severity="warning">{t('animator.export.gifInstead')}</Alert>}
          {state.cover.blob.size > VIDEO_COVER.maxBytes && (
            <Alert severity="warning">
              {t('animator.export.tooLarge', { limit: fileSizeText(VIDEO_COVER.maxBytes, intl.locale) })}
            </Alert>
          )}
          {resultUrl && (
            <Box>
              <Button
                component="a"
                variant="outlined"
                startIcon={<Download />}
                href={resultUrl}
                download={state.fileName}
              >
                {t('animator.export.download')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
