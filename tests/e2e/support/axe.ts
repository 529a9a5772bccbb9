import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core runs inside the page: the test adds its script, so specs using it turn the page policy (CSP) off with
// test.use({ bypassCSP: true }) (the policy refuses any script the build did not hash).

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe's violations on the page as it is now, one readable line per element: of the WCAG A/AA rules, or with `tags`
 * null of every rule axe runs by default (its best practices too, such as content outside the landmarks).
 */
export async function wcagViolations(page: Page, tags: string[] | null = WCAG_A_AA): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const runOnly = tags ? { runOnly: { type: 'tag', values: tags } } : {};
    const result = await axe.run(document, { ...runOnly, resultTypes: ['violations'] });
    return result.violations;
  }, tags);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)}: ${n.failureSummary ?? v.help}`),
  );
}
