import axe from 'axe-core';
import type { Page } from 'playwright-core';

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Impacts this project treats as failures (issue 4: "no serious or critical violations"). */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules plus best practices) and returns the blocking
 * violations as readable lines, so a failing assertion says what and where.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the site's CSP (rightly)
  // refuses inline scripts, and a refused one would fail the test as a CSP violation.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    // A toast stacked behind the newest one is hidden (sonner fades its content to opacity 0);
    // caught mid-fade, axe would judge the contrast of text nobody can read.
    const context = { include: [document], exclude: [['[data-sonner-toast][data-front="false"]']] };
    const result = await (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Violation[] }> } }).axe.run(context, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
  });
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
