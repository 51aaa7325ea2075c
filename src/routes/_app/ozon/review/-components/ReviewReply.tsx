import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  REPLY_MAX_LENGTH,
  type ProductReview,
  type ResponseSuggestion,
  type ReviewComment,
} from '../../../../../../contracts/reviews.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { reviewCommands, reviewKeys, reviewQuery } from '../../../../../queries/reviews.js';
import { suggestReplies, type SuggestedReplies } from '../../../../../reviews/replyDrafting.js';
import { useToast } from '../../../../../shell/toast.js';
import { loadSettings } from '../../../../../storage/settings.js';
import { draftingErrorText, replyInputOf } from './replyDraft.js';
import type { ProductGroup } from './reviewGroups.js';

/** What a drafting round gave: the replies and where they came from; `saveFailure` when they could not be kept. */
interface Drafted extends SuggestedReplies {
  saveFailure: unknown;
}

const listQueries = [...reviewKeys.all, 'list'] as const;

/**
 * The answer to a review: the drafted replies (saved ones, or drafted now by the AI service with the
 * Settings key, or from templates without one, and kept on the server), one taken into the text field
 * to edit, and publishing it on Ozon, to the review or to a buyer's comment. Failures show here.
 */
export function ReviewReply({
  review,
  group,
  groupName,
  answering,
  onStopAnswering,
}: {
  review: ProductReview;
  group: ProductGroup | null;
  /** The group's name as the drafts are written for it. */
  groupName: string | null;
  /** The buyer's comment the answer goes under; null for the review itself. */
  answering: ReviewComment | null;
  onStopAnswering: () => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const commands = useMemo(() => reviewCommands(api), [api]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const reviewKey = reviewQuery(api, review.ID).queryKey;
  const [drafted, setDrafted] = useState<Drafted | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [text, setText] = useState('');

  const drafting = useMutation({
    mutationFn: async (): Promise<Drafted> => {
      const suggested = await suggestReplies(replyInputOf(review, group, groupName ?? ''), await loadSettings());
      try {
        await commands.saveSuggestedResponses([
          { ReviewID: review.ID, ProductGroup: groupName, Responses: suggested.replies },
        ]);
        return { ...suggested, saveFailure: null };
      } catch (error) {
        return { ...suggested, saveFailure: error };
      }
    },
    onSuccess: (result) => {
      setDrafted(result);
      setChosen(null);
      if (result.saveFailure) return;
      queryClient.setQueryData(reviewKey, (current: ProductReview | null | undefined) =>
        current ? { ...current, SuggestedResponses: result.replies, ProductGroup: groupName } : current,
      );
      void queryClient.invalidateQueries({ queryKey: listQueries });
    },
  });

  const publishing = useMutation({
    mutationFn: () =>
      commands.publishComment({
        ReviewID: review.ID,
        Text: text.trim(),
        ParentCommentID: answering?.CommentID ?? null,
        MarkAsProcessed: true,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(reviewKey, updated);
      setText('');
      setChosen(null);
      onStopAnswering();
      toast.success(t('review.reply.published'));
      void queryClient.invalidateQueries({ queryKey: listQueries });
    },
  });

  const replies: ResponseSuggestion[] = drafted?.replies ?? review.SuggestedResponses;
  const sourceId = drafted
    ? `review.replies.source.${drafted.source}`
    : replies.length
      ? 'review.replies.stored'
      : null;
  const tooLong = text.length > REPLY_MAX_LENGTH;
  const choose = (index: number) => {
    setChosen(index);
    setText(replies[index]!.Text);
  };

  return (
    <>
      <Box component="section" aria-labelledby="review-replies-title">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="review-replies-title" variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            {t('review.replies.title')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AutoAwesome />}
            onClick={() => drafting.mutate()}
            disabled={drafting.isPending}
          >
            {t('review.replies.generate')}
          </Button>
        </Box>
        {drafting.isPending && (
          <Box role="status" sx={{ my: 1 }}>
            <LinearProgress aria-label={t('review.replies.generating')} />
            <Typography variant="caption" color="text.secondary">
              {t('review.replies.generating')}
            </Typography>
          </Box>
        )}
        {drafting.isError && (
          <Alert severity="error" sx={{ my: 1, whiteSpace: 'pre-line' }}>
            {draftingErrorText(intl, drafting.error)}
          </Alert>
        )}
        {drafted?.saveFailure != null && (
          <Alert severity="warning" sx={{ my: 1, whiteSpace: 'pre-line' }}>
            {`${t('review.replies.saveError')}\n${describeError(drafted.saveFailure, intl)}`}
          </Alert>
        )}
        {sourceId && (
          <Typography variant="caption" color="text.secondary" component="p" data-source={drafted?.source ?? 'stored'}>
            {t(sourceId)}
          </Typography>
        )}
        {replies.length === 0 ? (
          !drafting.isPending && (
            <Typography variant="body2" color="text.secondary">
              {t('review.replies.none')}
            </Typography>
          )
        ) : (
          <Box
            component="ul"
            aria-label={t('review.replies.list')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {replies.map((reply, index) => (
              <Box
                component="li"
                key={`${reply.Style} ${index}`}
                aria-current={chosen === index ? 'true' : undefined}
                sx={{
                  p: 1.25,
                  border: 1,
                  borderRadius: 1,
                  borderColor: chosen === index ? 'primary.main' : 'divider',
                  bgcolor: chosen === index ? 'action.selected' : undefined,
                }}
              >
                <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                  <Chip size="small" color="primary" variant="outlined" label={t(`review.style.${reply.Style}`)} />
                  <Chip size="small" variant="outlined" label={t(`review.sentiment.${reply.Sentiment}`)} />
                  <Box sx={{ flex: 1 }} />
                  <Button size="small" onClick={() => choose(index)}>
                    {t('review.replies.use')}
                  </Button>
                </Box>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {reply.Text}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box
        component="form"
        aria-label={t('review.reply.form')}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() && !tooLong) publishing.mutate();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {answering && (
          <Chip
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            label={t('review.reply.toComment', { text: answering.Text })}
            onDelete={onStopAnswering}
          />
        )}
        <TextField
          label={t('review.reply.label')}
          multiline
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooLong}
          helperText={t('review.reply.help', {
            length: intl.formatNumber(text.length),
            max: intl.formatNumber(REPLY_MAX_LENGTH),
          })}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<Send />}
            disabled={!text.trim() || tooLong || publishing.isPending}
          >
            {t('review.reply.publish')}
          </Button>
        </Box>
        {publishing.isError && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {`${t('review.reply.publishError')}\n${describeError(publishing.error, intl)}`}
          </Alert>
        )}
      </Box>
    </>
  );
}
