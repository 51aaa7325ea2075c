import { z } from 'zod';
import { exactCount, integerParam, numeric, paged, pageRequest } from './common.js';
import { SearchTermStatus } from './searchTermQueue.js';

export {
  categoryTreeImportResult,
  searchTermUpdateResult,
  type CategoryTreeImportResult,
  type SearchTermUpdateResult,
} from './searchTermResults.js';
export { enqueueQuery, enqueueResult, SearchTermStatus } from './searchTermQueue.js';

export const searchTermStatus = z.enum(SearchTermStatus);

/** Product type of Ozon's tree (SPEC.md section 3), with when its term was last updated. */
export const productType = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Disabled: z.boolean(),
  Analyzable: z.boolean(),
  SearchTermID: z.number().int().nullable().describe("The term tracking the type's name, once it is analyzable"),
  UpdateTime: z.string().nullable().describe("When the term's data was last written; null for never"),
});
export type ProductType = z.infer<typeof productType>;

export interface Category {
  ID: number;
  Name: string;
  Disabled: boolean;
  Analyzable: boolean;
  /** Product types directly under the category. */
  Types: ProductType[];
  /** Child categories; GetCategories gives one level, FilterCategories the branches that matched. */
  Children: Category[];
  /** Whether it has child categories or types (a lazily loaded level shows its expander). */
  HasChildren: boolean;
  /** FilterCategories: the sum of the matched terms' counts under it; null elsewhere. */
  Count: number | null;
}
// Registered by id: the recursive schema is a component the API description refers to.
export const category: z.ZodType<Category> = z
  .lazy(() =>
    z.object({
      ID: z.number().int(),
      Name: z.string(),
      Disabled: z.boolean(),
      Analyzable: z.boolean(),
      Types: z.array(productType),
      Children: z.array(category),
      HasChildren: z.boolean(),
      Count: z.number().nullable(),
    }),
  )
  .meta({ id: 'Category' });

const treeId = integerParam(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));
const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

/** SPEC.md section 5: both are required, neither may be null or undefined. */
export const analyzabilityQuery = z.object({ id: treeId, analyzable: flag });

/** GetCategories?id: the children of a category; no id for the top level. */
export const getCategoriesQuery = z.object({ id: treeId.optional() });

/** GetProductTypes?minDaysFromUpdate (required): analyzable types whose term is at least that old. */
export const getProductTypesQuery = z.object({
  minDaysFromUpdate: integerParam(z.number().int().min(0).max(36_500)),
});

export const filterCategoriesRequest = z
  .array(z.object({ Term: z.string().trim().min(1).max(300), Count: z.number().min(0).max(Number.MAX_SAFE_INTEGER) }))
  .max(10_000);
export type FilterCategoriesRequest = z.infer<typeof filterCategoriesRequest>;

export const searchTermPhrase = z.object({
  Term: z.string().trim().min(1).max(300),
  Count: z.number().int().min(0),
  IsAssociation: z.boolean().default(false),
});
export const searchTermHistoryItem = z.object({
  Count: z.number().int().min(0),
  RelativeCount: numeric(14, 6).min(0).default(0).describe('Per million queries, as stored (numeric(14, 6))'),
  Month: z.number().int().min(1).max(12),
  Year: z.number().int().min(2000).max(2100),
});

/** Search term (SPEC.md section 3) with the figures the grid filters on. */
export const searchTerm = z.object({
  ID: z.number().int(),
  Term: z.string(),
  HistoryUpdateStatus: searchTermStatus,
  PhraseUpdateStatus: searchTermStatus,
  UpdateTime: z.string().nullable(),
  Phrases: z.array(searchTermPhrase),
  HistoryItems: z.array(searchTermHistoryItem).describe('Oldest month first, within MonthFrom..MonthTo'),
  QueryCount: z.number().int().describe('Queries in the latest month of the range that has a count'),
  SurgePercent: z.number().nullable().describe('Mean of the last 3 months over the mean of the 3 before, in %'),
});
export type SearchTerm = z.infer<typeof searchTerm>;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .nullish();

/** The search-term filter of SPEC.md section 3. */
export const searchTermFilter = z
  .object({
    ...pageRequest,
    Term: z.string().trim().max(300).nullish().describe('Part of the term (trigram search)'),
    MinQueryCount: z.number().int().min(0).nullish(),
    MonthFrom: month,
    MonthTo: month,
    MinID: z.number().int().min(0).nullish().describe('Only terms with a greater ID (paging by key)'),
    Status: searchTermStatus.nullish().describe('History or phrases in this status'),
    EnableSurgeFilter: z.boolean().default(false),
    SurgePercent: z.number().min(-100).max(1_000_000).default(50),
    SortField: z.enum(['ID', 'Term', 'QueryCount', 'SurgePercent', 'UpdateTime']).default('QueryCount'),
    SortAscending: z.boolean().default(false),
    ExactCount: exactCount,
  })
  .refine((filter) => !filter.MonthFrom || !filter.MonthTo || filter.MonthFrom <= filter.MonthTo, {
    path: ['MonthTo'],
    message: 'must not be before MonthFrom',
  });
export type SearchTermFilter = z.input<typeof searchTermFilter>;
export type SearchTermQuery = z.output<typeof searchTermFilter>;

export const searchTermPage = paged(searchTerm);
export type SearchTermPage = z.infer<typeof searchTermPage>;

export const updateSearchTermStatusRequest = z.object({
  IDs: z.array(z.number().int().min(1)).min(1).max(100_000),
  HistoryUpdateStatus: searchTermStatus.nullish().describe('Left as it is when absent'),
  PhraseUpdateStatus: searchTermStatus.nullish().describe('Left as it is when absent'),
});
export type UpdateSearchTermStatusRequest = z.infer<typeof updateSearchTermStatusRequest>;

/** One term's data from the updater: a part given replaces what is stored; an absent part stays. */
export const updateSearchTermsItem = z.object({
  ID: z.number().int().min(1),
  HistoryUpdateStatus: searchTermStatus.default(SearchTermStatus.Ready),
  PhraseUpdateStatus: searchTermStatus.default(SearchTermStatus.Ready),
  Phrases: z.array(searchTermPhrase).max(2000).nullish(),
  HistoryItems: z.array(searchTermHistoryItem).max(240).nullish(),
});
/** UpdateSearchTerms: one term (SPEC.md) or a list of them, written in one transaction. */
export const updateSearchTermsRequest = z.union([updateSearchTermsItem, z.array(updateSearchTermsItem).max(1000)]);
export type UpdateSearchTermsItem = z.input<typeof updateSearchTermsItem>;
export const updateSearchTermsResult = z.object({
  UpdatedCount: z.number().int(),
  NewTermCount: z.number().int().describe('Phrases not yet tracked, added as terms of their own'),
});

/** Counts per status for the data-update screen. */
export const searchTermStatistics = z.object({
  TermCount: z.number().int(),
  HistoryStatusCounts: z.array(z.object({ Status: searchTermStatus, Count: z.number().int() })),
  PhraseStatusCounts: z.array(z.object({ Status: searchTermStatus, Count: z.number().int() })),
  LastUpdateTime: z.string().nullable(),
  UpdatedLastDayCount: z.number().int().describe('Terms whose data was written in the last 24 hours'),
  UpdatedLastWeekCount: z.number().int().describe('Terms whose data was written in the last 7 days'),
  OldestQueuedTime: z
    .string()
    .nullable()
    .describe('When the term waiting longest in the queue was queued; null when none is queued'),
  CategoryCount: z.number().int(),
  ProductTypeCount: z.number().int(),
  AnalyzableProductTypeCount: z.number().int(),
});
export type SearchTermStatistics = z.infer<typeof searchTermStatistics>;

/** The most rows one export holds; past it the file is cut and the answer is 206. */
export const SEARCH_TERM_EXPORT_LIMIT = 300_000;
