import type { FastifyInstance } from 'fastify';
import type { TPaymentCheckout } from '@sankalp/contract';

/** Hidden fields of the auto-posting result page, and where it posts them. */
export function readAutoPost(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="result" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no result form in: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(action), fields };
}

const unescape = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * What a browser does in the simulated checkout: open the page, press Pay or Fail, follow the
 * auto-posting form to our callback. Returns the callback's answer (a 303 to the status page).
 */
export async function payInBrowser(app: FastifyInstance, checkout: TPaymentCheckout, outcome: 'pay' | 'fail') {
  const { page, button } = await openCheckoutPage(app, checkout, outcome);
  const result = await pressButton(app, button);
  if (result.statusCode !== 200) throw new Error(`checkout result answered ${result.statusCode} ${result.body}`);
  const { action, fields } = readAutoPost(result.body);
  const callback = await app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) });
  return { page, result, fields, callback };
}

/** GET the checkout page and read where its Pay or Fail button posts. */
export async function openCheckoutPage(app: FastifyInstance, checkout: TPaymentCheckout, outcome: 'pay' | 'fail') {
  const page = await app.inject({ method: 'GET', url: checkout.checkoutUrl! });
  if (page.statusCode !== 200) throw new Error(`checkout page answered ${page.statusCode} ${page.body}`);
  const button = new RegExp(`action="([^"]+/${outcome}\\?[^"]*)"`).exec(page.body)?.[1];
  if (!button) throw new Error(`no ${outcome} form on the checkout page`);
  return { page, button: unescape(button) };
}

/** The button's form post: the attempt at the provider; answers the auto-posting result page. */
export const pressButton = (app: FastifyInstance, button: string) =>
  app.inject({ method: 'POST', url: button, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ method: 'card' }) });

export const settleWebhooks = (app: FastifyInstance) => (app.paymentProvider as unknown as { settle: () => Promise<void> }).settle();
