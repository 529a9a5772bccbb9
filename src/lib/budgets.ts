/** Performance budgets the project must hold: gzip bytes of JavaScript on a page's critical path. */
export const JS_BUDGET_BYTES = {
  home: 150 * 1024,
  boats: 250 * 1024,
  boatDetail: 250 * 1024,
} as const;
