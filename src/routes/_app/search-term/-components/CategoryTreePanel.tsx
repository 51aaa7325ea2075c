import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Category, FilterCategoriesRequest, ProductType } from '../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { categoriesQuery, filteredCategoriesQuery, keywordCommands } from '../../../../queries/keywords.js';
import { searchTermKeys } from '../../../../queries/searchTermKeys.js';
import { AppLink } from '../../../../screens/AppLink.js';

interface TreeActions {
  toggleCategory: (category: Category, analyzable: boolean) => void;
  toggleType: (type: ProductType, analyzable: boolean) => void;
  pickType: (type: ProductType) => void;
  busy: boolean;
}

const indent = (depth: number) => depth * 2;

function TypeRow({ type, depth, actions }: { type: ProductType; depth: number; actions: TreeActions }) {
  const intl = useIntl();
  return (
    <Box role="treeitem" aria-selected={false} sx={{ display: 'flex', alignItems: 'center', pl: indent(depth) + 3.5 }}>
      <Checkbox
        size="small"
        checked={type.Analyzable}
        disabled={actions.busy || type.Disabled}
        onChange={(event) => actions.toggleType(type, event.target.checked)}
        slotProps={{
          input: { 'aria-label': intl.formatMessage({ id: 'searchTerm.tree.typeAnalyzable' }, { name: type.Name }) },
        }}
        sx={{ p: 0.5 }}
      />
      <Typography
        variant="body2"
        component="button"
        type="button"
        onClick={() => actions.pickType(type)}
        title={intl.formatMessage({ id: 'searchTerm.tree.pickType' })}
        sx={{
          border: 0,
          background: 'none',
          p: 0,
          cursor: 'pointer',
          textAlign: 'left',
          color: type.Disabled ? 'text.disabled' : 'text.secondary',
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {type.Name}
      </Typography>
    </Box>
  );
}

/** A category with its checkbox; opened, its types and (loaded on demand, or given) its subcategories. */
function CategoryNode({
  category,
  depth,
  actions,
  loaded,
}: {
  category: Category;
  depth: number;
  actions: TreeActions;
  /** The filtered tree comes whole: its children are given, not loaded. */
  loaded: boolean;
}) {
  const intl = useIntl();
  const api = useApi();
  const [open, setOpen] = useState(loaded && depth === 0);
  const children = useQuery({ ...categoriesQuery(api, category.ID), enabled: open && !loaded });
  const subcategories = loaded ? category.Children : (children.data ?? []);
  const label = category.Count === null ? category.Name : `${category.Name} · ${intl.formatNumber(category.Count)}`;
  return (
    <Box role="treeitem" aria-expanded={category.HasChildren ? open : undefined} aria-selected={false}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: indent(depth) }}>
        <IconButton
          size="small"
          onClick={() => setOpen(!open)}
          disabled={!category.HasChildren}
          aria-label={intl.formatMessage(
            { id: open ? 'searchTerm.tree.collapse' : 'searchTerm.tree.expand' },
            { name: category.Name },
          )}
          sx={{ p: 0.25, visibility: category.HasChildren ? 'visible' : 'hidden' }}
        >
          {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
        </IconButton>
        <Checkbox
          size="small"
          checked={category.Analyzable}
          disabled={actions.busy || category.Disabled}
          onChange={(event) => actions.toggleCategory(category, event.target.checked)}
          slotProps={{
            input: {
              'aria-label': intl.formatMessage({ id: 'searchTerm.tree.categoryAnalyzable' }, { name: category.Name }),
            },
          }}
          sx={{ p: 0.5 }}
        />
        <Typography variant="body2" sx={{ color: category.Disabled ? 'text.disabled' : undefined }}>
          {label}
        </Typography>
      </Box>
      {open && (
        <Box role="group">
          {category.Types.map((type) => (
            <TypeRow key={type.ID} type={type} depth={depth + 1} actions={actions} />
          ))}
          {children.isLoading && <CircularProgress size={16} sx={{ ml: indent(depth + 1) + 4, my: 0.5 }} />}
          {children.error && (
            <Alert severity="error" sx={{ ml: indent(depth + 1) }}>
              {describeError(children.error, intl)}
            </Alert>
          )}
          {subcategories.map((child) => (
            <CategoryNode key={child.ID} category={child} depth={depth + 1} actions={actions} loaded={loaded} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Ozon's category tree beside the keywords: a checkbox marks a category (with its branch) or a product
 * type analyzable, which makes the type's name a tracked term; a type's name filters the grid by it.
 * «Только найденные» shows the branches whose types the terms on the page name, with their queries.
 */
export function CategoryTreePanel({
  pageTerms,
  onPickType,
}: {
  pageTerms: FilterCategoriesRequest;
  onPickType: (type: ProductType) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const [onlyMatched, setOnlyMatched] = useState(false);
  const top = useQuery({ ...categoriesQuery(api, null), enabled: !onlyMatched });
  const matched = useQuery({
    ...filteredCategoriesQuery(api, pageTerms),
    enabled: onlyMatched && pageTerms.length > 0,
  });
  const change = useMutation({
    mutationFn: ({ kind, id, analyzable }: { kind: 'category' | 'type'; id: number; analyzable: boolean }) =>
      kind === 'category'
        ? keywordCommands(api).setCategoryAnalyzable(id, analyzable)
        : keywordCommands(api).setProductTypeAnalyzable(id, analyzable),
    // The flags show in every level and the new terms in the grid.
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchTermKeys.all }),
  });
  const actions: TreeActions = {
    toggleCategory: (category, analyzable) => change.mutate({ kind: 'category', id: category.ID, analyzable }),
    toggleType: (type, analyzable) => change.mutate({ kind: 'type', id: type.ID, analyzable }),
    pickType: onPickType,
    busy: change.isPending,
  };
  const shown = onlyMatched ? matched : top;
  const categories = shown.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 0.5 }}>
        {t('searchTerm.tree.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch size="small" checked={onlyMatched} onChange={(event) => setOnlyMatched(event.target.checked)} />
        }
        label={<Typography variant="body2">{t('searchTerm.tree.onlyMatched')}</Typography>}
        sx={{ mx: 0 }}
      />
      {change.error && (
        <Alert severity="error" onClose={() => change.reset()}>
          {describeError(change.error, intl)}
        </Alert>
      )}
      {shown.isLoading && <CircularProgress size={20} sx={{ m: 1 }} aria-label={t('searchTerm.tree.loading')} />}
      {shown.error && <Alert severity="error">{describeError(shown.error, intl)}</Alert>}
      {!shown.isLoading && !shown.error && categories.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {onlyMatched ? (
            t('searchTerm.tree.noneMatched')
          ) : (
            <>
              {t('searchTerm.tree.empty')}{' '}
              <AppLink to="/search-term/update">{t('menu.articleSelection.update')}</AppLink>
            </>
          )}
        </Typography>
      )}
      <Box
        role="tree"
        aria-label={t('searchTerm.tree.title')}
        sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 260px)' }}
      >
        {categories.map((category) => (
          <CategoryNode key={category.ID} category={category} depth={0} actions={actions} loaded={onlyMatched} />
        ))}
      </Box>
    </Paper>
  );
}
