import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ProductReview, ReviewComment } from '../../../../../../contracts/reviews.js';
import { threadOf } from './commentThread.js';

/**
 * The comments under a review as a thread (answers indented under what they answer), each with who
 * wrote it and its marks: the seller's, Ozon's official, rejected, edited, not published. A buyer's
 * comment can be answered. While the thread is read from Ozon a bar says so; the button reads it again.
 */
export function ReviewThread({
  review,
  loading,
  failure,
  onRefresh,
  onAnswer,
}: {
  review: ProductReview;
  loading: boolean;
  failure: string | null;
  onRefresh: () => void;
  onAnswer: (comment: ReviewComment) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const thread = threadOf(review.Comments);
  const marks = (comment: ReviewComment) =>
    [
      comment.IsOfficial && { id: 'official', colour: 'primary' as const },
      comment.IsRejected && { id: 'rejected', colour: 'error' as const },
      comment.WasEdited && { id: 'edited', colour: 'default' as const },
      !comment.IsPublished && !comment.IsRejected && { id: 'unpublished', colour: 'warning' as const },
    ].filter((mark) => mark !== false);
  return (
    <Box component="section" aria-labelledby="review-thread-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="review-thread-title" variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {intl.formatMessage({ id: 'review.details.thread' }, { count: review.CommentsAmount })}
        </Typography>
        <Tooltip title={t('review.details.refresh')}>
          <span>
            <IconButton size="small" aria-label={t('review.details.refresh')} onClick={onRefresh} disabled={loading}>
              <Refresh fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {loading && (
        <Box role="status" sx={{ my: 1 }}>
          <LinearProgress aria-label={t('review.details.loadingThread')} />
          <Typography variant="caption" color="text.secondary">
            {t('review.details.loadingThread')}
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="warning" sx={{ my: 1, whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      {!loading && review.CommentsCount < review.CommentsAmount && (
        <Typography variant="caption" color="text.secondary" component="p">
          {intl.formatMessage(
            { id: 'review.details.threadPartial' },
            { count: review.CommentsCount, total: review.CommentsAmount },
          )}
        </Typography>
      )}
      {thread.length === 0 ? (
        !loading && (
          <Typography variant="body2" color="text.secondary">
            {t('review.details.noComments')}
          </Typography>
        )
      ) : (
        <Box component="ol" aria-label={t('review.details.threadList')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {thread.map(({ comment, depth }) => (
            <Box
              component="li"
              key={comment.CommentID}
              sx={{
                ml: Math.min(depth, 3) * 2,
                mt: 1,
                pl: 1.5,
                py: 0.5,
                borderLeft: 3,
                borderColor: comment.IsOwner ? 'primary.main' : 'divider',
                opacity: comment.IsRejected ? 0.7 : 1,
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {comment.IsOwner ? t('review.comment.seller') : comment.AuthorName || t('review.comment.buyer')}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="span">
                  {intl.formatDate(comment.PublishedAt, { dateStyle: 'short', timeStyle: 'short' })}
                </Typography>
                {marks(comment).map((mark) => (
                  <Chip
                    key={mark.id}
                    size="small"
                    variant="outlined"
                    color={mark.colour}
                    label={t(`review.comment.${mark.id}`)}
                  />
                ))}
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.Text}
              </Typography>
              {!comment.IsOwner && !comment.IsOfficial && (
                <Button size="small" sx={{ px: 0.5, minWidth: 0 }} onClick={() => onAnswer(comment)}>
                  {t('review.comment.answer')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
