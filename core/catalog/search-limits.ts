/**
 * Matches a keyword search counts exactly; above, its total is an estimate and pages show
 * '1,000+ products found' (decision 024). Shared by the server and the search page.
 */
export const KEYWORD_EXACT_MAX = 1000;

/**
 * Matches a listing without keyword counts exactly; above, the planner's estimate (SQL) or the
 * index's exact count (decision 050). The SQL listing and the search index share it.
 */
export const EXACT_TOTAL_MAX = 10_000;
