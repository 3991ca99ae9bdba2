import type { Page } from 'playwright-core';

type Shift = { value: number; sources: string[]; at: number; scrollY: number };
declare global {
  interface Window {
    __shifts: Shift[];
  }
}

/**
 * Records every layout shift not caused by the user's own input (as CLS counts them), with the
 * elements that moved, from the first paint on.
 */
export function recordShifts() {
  window.__shifts = [];
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} "${text}"`;
  };
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (!entry.hadRecentInput)
        window.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => name(s.node)),
          at: Math.round(entry.startTime),
          scrollY: Math.round(window.scrollY),
        });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's layout shifts so far: their sum (the page's CLS) and one line per shift, naming what moved. */
export async function shiftReport(page: Page, title: string): Promise<{ total: number; report: string }> {
  const shifts = await page.evaluate(() => window.__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const lines = shifts.map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms, scrolled ${s.scrollY} px: ${s.sources.join(' | ')}`);
  return { total, report: `${title}: ${total.toFixed(3)}\n${lines.join('\n')}` };
}
