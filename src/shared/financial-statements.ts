/** The Financial Statements page's views, in its ?tab= (MD&A, statements). Kept free of schema code: pages read it. */
export const STATEMENT_TAB_VALUES = ['mda', 'fs'] as const;
export type StatementTab = (typeof STATEMENT_TAB_VALUES)[number];
