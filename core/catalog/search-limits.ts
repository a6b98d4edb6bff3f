/**
 * Matches a keyword search counts exactly; above, its total is an estimate and pages show
 * '1,000+ products found' (decision 024). Shared by the server and the search page.
 */
export const KEYWORD_EXACT_MAX = 1000;
