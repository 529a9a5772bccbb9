/** Performance budgets the project must hold: gzip bytes of JavaScript on a page's critical path. */
export const JS_BUDGET_BYTES = {
  // 151 since the full specifications (#16): measured 150.4 KB (docs/PERFORMANCE.md, "Budgets"); to be won back.
  home: 151 * 1024,
  boats: 250 * 1024,
  // 261 since the rest of listing truth (#16: grouped specifications with the ft/m switch, the walkthrough video,
  // documents, days on market, and the device backend's share of them on this device-only build): measured 259.9 KB;
  // 250 is the aim (docs/PERFORMANCE.md, "Budgets").
  boatDetail: 261 * 1024,
} as const;
