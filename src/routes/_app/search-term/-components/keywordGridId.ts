/** The keyword grid's name in the filters store: apart from its search schema, which the route does not load. */
export const KEYWORDS_GRID_ID = 'searchTerms';
