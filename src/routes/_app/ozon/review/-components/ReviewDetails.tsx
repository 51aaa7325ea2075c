import ImageNotSupported from '@mui/icons-material/ImageNotSupportedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductReview, ReviewComment } from '../../../../../../contracts/reviews.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { reviewCommands, reviewKeys, reviewQuery } from '../../../../../queries/reviews.js';
import { PanelHeading } from '../../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../../shell/SidebarPanel.js';
import { groupLabel, type ProductGroup } from './reviewGroups.js';
import { ReviewReply } from './ReviewReply.js';
import { STATUS_COLOUR, statusLabel } from './reviewStatus.js';
import { needsDetails } from './commentThread.js';
import { ReviewThread } from './ReviewThread.js';

const THUMBNAIL = 72;

/** A buyer's photo, small, opening the original; a neutral frame when it does not load (Ozon's CDN out of reach). */
function ReviewPhoto({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const frame = { width: THUMBNAIL, height: THUMBNAIL, borderRadius: 1, display: 'block' } as const;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={alt} title={alt}>
      {failed ? (
        <Box sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}>
          <ImageNotSupported aria-hidden />
        </Box>
      ) : (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          sx={{ ...frame, objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      )}
    </Link>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3">
      {children}
    </Typography>
  );
}

/**
 * One review, read afresh by its ID (it stays open whatever the grid's filters make of it): the card,
 * the stars and the text, the buyer's photos, the product's group and its telling phrases, the
 * comments, and the answer. A thread or photos the sync left unread are read from Ozon on opening.
 */
function ReviewPanel({
  reviewId,
  row,
  groupOf,
  onClose,
  onShowGroup,
}: {
  reviewId: string;
  row: ProductReview | undefined;
  groupOf: (sku: number) => ProductGroup | undefined;
  onClose: () => void;
  onShowGroup: (group: ProductGroup) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const commands = useMemo(() => reviewCommands(api), [api]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const query = useQuery({ ...reviewQuery(api, reviewId), placeholderData: row });
  const [answering, setAnswering] = useState<ReviewComment | null>(null);

  const details = useMutation({
    mutationFn: () => commands.updateDetails([reviewId]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'list'] }),
  });
  const loadDetails = details.mutate;
  const review = query.data ?? undefined;
  // Read once on opening when the sync left the thread or the photos for later.
  const asked = useRef(false);
  useEffect(() => {
    if (!review || asked.current || !needsDetails(review)) return;
    asked.current = true;
    loadDetails();
  }, [review, loadDetails]);

  if (query.isError && !review) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {describeError(query.error, intl)}
      </Alert>
    );
  }
  if (query.data === null) {
    return <Alert severity="info">{t('review.details.notFound', { id: reviewId })}</Alert>;
  }
  if (!review) return null;

  const group = groupOf(review.Sku) ?? null;
  const groupName = group ? group.name || groupLabel(intl, group) : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <PanelHeading
        title={review.Product?.Name ?? `SKU ${review.Sku}`}
        subtitle={[
          intl.formatDate(review.PublishedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          `SKU ${review.Sku}`,
          review.Product?.OfferID && t('review.details.offer', { offer: review.Product.OfferID }),
        ]
          .filter(Boolean)
          .join(' · ')}
        badge={
          <Chip
            size="small"
            color={STATUS_COLOUR[review.ProcessingStatus]}
            label={statusLabel(intl, review.ProcessingStatus)}
            data-testid="review-status"
          />
        }
        onClose={onClose}
      />
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Rating value={review.Rating} readOnly aria-label={t('review.stars', { count: review.Rating })} />
          <Typography variant="body2" color="text.secondary">
            {[
              t('review.details.likes', { likes: review.LikesAmount, dislikes: review.DislikesAmount }),
              t(`review.details.visibility.${review.Visibility}`),
              intl.messages[`review.details.order.${review.OrderStatus}`]
                ? t(`review.details.order.${review.OrderStatus}`)
                : review.OrderStatus,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {review.Comment ? (
          <Typography
            variant="body1"
            aria-label={t('review.fields.Comment')}
            sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {review.Comment}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('review.details.noText')}
          </Typography>
        )}
      </Box>
      {review.PhotosCount > 0 && (
        <Box component="section" aria-label={t('review.details.photos', { count: review.PhotosCount })}>
          <Heading>{t('review.details.photos', { count: review.PhotosCount })}</Heading>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {review.Photos.map((photo, index) => (
              <ReviewPhoto key={photo.Url} url={photo.Url} alt={t('review.details.photo', { index: index + 1 })} />
            ))}
          </Box>
        </Box>
      )}
      <Box component="section" aria-label={t('review.details.group')}>
        <Heading>{t('review.details.group')}</Heading>
        {group ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{groupLabel(intl, group)}</Typography>
              <Button size="small" onClick={() => onShowGroup(group)}>
                {t('review.details.showGroup')}
              </Button>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {group.highlights.map((phrase) => (
                <Chip key={phrase} size="small" label={phrase} />
              ))}
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('review.details.noGroup')}
          </Typography>
        )}
      </Box>
      <ReviewThread
        review={review}
        loading={details.isPending}
        failure={details.isError ? `${t('review.details.refreshError')}\n${describeError(details.error, intl)}` : null}
        onRefresh={() => loadDetails()}
        onAnswer={setAnswering}
      />
      <ReviewReply
        review={review}
        group={group}
        groupName={groupName}
        answering={answering}
        onStopAnswering={() => setAnswering(null)}
      />
    </Box>
  );
}

/** The review opened from the grid, in a panel beside it; its parts start afresh for each review. */
export function ReviewDetails({
  reviewId,
  row,
  groupOf,
  onClose,
  onShowGroup,
}: {
  reviewId: string | undefined;
  /** The grid's row of that review, shown at once while the review is read. */
  row: ProductReview | undefined;
  groupOf: (sku: number) => ProductGroup | undefined;
  onClose: () => void;
  onShowGroup: (group: ProductGroup) => void;
}) {
  return (
    <SidebarPanel
      id="review"
      titleId="review.details.title"
      open={reviewId !== undefined}
      onClose={onClose}
      width={620}
    >
      {reviewId !== undefined && (
        <ReviewPanel
          key={reviewId}
          reviewId={reviewId}
          row={row}
          groupOf={groupOf}
          onClose={onClose}
          onShowGroup={onShowGroup}
        />
      )}
    </SidebarPanel>
  );
}
