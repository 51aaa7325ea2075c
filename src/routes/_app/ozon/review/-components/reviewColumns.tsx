import MarkChatUnread from '@mui/icons-material/MarkChatUnread';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import type { IntlShape } from 'react-intl';
import type { ProductReview } from '../../../../../../contracts/reviews.js';
import { countColumn, dateTimeColumn, idColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { groupLabel, type ProductGroup } from './reviewGroups.js';
import { REVIEW_SORT_FIELDS } from './reviewSearch.js';
import { STATUS_COLOUR, statusLabel } from './reviewStatus.js';

const sortable = (field: string) => (REVIEW_SORT_FIELDS as readonly string[]).includes(field);

/**
 * One row per review, for triage: its status, when it came, the stars and the buyer's text, the card
 * and its product group, then photos, comments (marked when a buyer's comment waits for an answer),
 * drafted replies and likes. Only the server's sort fields sort.
 */
export function reviewColumns(
  intl: IntlShape,
  groupOf: (sku: number) => ProductGroup | undefined,
): FormattedColDef<ProductReview>[] {
  const header = (field: string) => intl.formatMessage({ id: `review.fields.${field}` });
  const spec = (field: string) => ({ field, headerName: header(field), sortable: sortable(field), filterable: false });
  return [
    {
      ...spec('ProcessingStatus'),
      width: 130,
      valueGetter: (value: number) => statusLabel(intl, value),
      renderCell: ({ row, value }) => (
        <Chip size="small" color={STATUS_COLOUR[row.ProcessingStatus]} label={value as string} />
      ),
    },
    dateTimeColumn<ProductReview>(intl, { ...spec('PublishedAt'), width: 140 }, { compact: true }),
    countColumn<ProductReview>(intl, {
      ...spec('Rating'),
      width: 118,
      align: 'left',
      headerAlign: 'left',
      renderCell: ({ row }) => (
        <Rating
          value={row.Rating}
          readOnly
          size="small"
          aria-label={intl.formatMessage({ id: 'review.stars' }, { count: row.Rating })}
          sx={{ verticalAlign: 'middle' }}
        />
      ),
    }),
    {
      ...spec('Comment'),
      flex: 2,
      minWidth: 260,
      renderCell: ({ row }) =>
        row.Comment ? (
          <span title={row.Comment}>{row.Comment}</span>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'review.noText' })}
          </Box>
        ),
    },
    {
      ...spec('Product'),
      flex: 1,
      minWidth: 200,
      valueGetter: (value: ProductReview['Product']) => value?.Name ?? '',
    },
    idColumn<ProductReview>(intl, { ...spec('Sku'), width: 110 }),
    {
      ...spec('ProductGroup'),
      width: 170,
      valueGetter: (_value, row) => {
        const group = groupOf(row.Sku);
        return group ? groupLabel(intl, group) : '';
      },
    },
    countColumn<ProductReview>(intl, { ...spec('PhotosCount'), width: 80 }),
    countColumn<ProductReview>(intl, {
      ...spec('CommentsAmount'),
      width: 120,
      renderCell: ({ row, formattedValue }) => (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {row.HasNotProcessedComments && (
            <Tooltip title={intl.formatMessage({ id: 'review.unansweredComment' })}>
              <MarkChatUnread
                fontSize="small"
                color="warning"
                aria-label={intl.formatMessage({ id: 'review.unansweredComment' })}
              />
            </Tooltip>
          )}
          {formattedValue as string}
        </Box>
      ),
    }),
    countColumn<ProductReview>(intl, {
      ...spec('SuggestedResponses'),
      width: 100,
      valueGetter: (value: ProductReview['SuggestedResponses']) => value.length,
    }),
    countColumn<ProductReview>(intl, { ...spec('LikesAmount'), width: 80 }),
  ];
}
