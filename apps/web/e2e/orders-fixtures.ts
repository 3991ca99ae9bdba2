import type { TGetPujaListResponse, TGetPujaResponse } from '@sankalp/contract';
import { inject } from 'vitest';
import { api } from './browser.ts';
import { call } from './sign-in.ts';

/**
 * An open fixed-date puja whose prasad is optional (a free prasad is forced on and needs an
 * address) and its first package: bookable with the plainest checkout.
 */
let bookable: Promise<{ eventId: string; packageId: string; name: string; prasadId: string | null }> | undefined;
export function bookablePuja() {
  bookable ??= (async () => {
    const list = await api<TGetPujaListResponse>('/puja/all?pageNumber=0');
    for (const event of list.data.pujaList.filter((e) => e.eventType === 'INPROGRESS_EVENT' && e.pujaType === 'FIXED_DATE')) {
      const detail = (await api<TGetPujaResponse>(`/puja/${event.id}`)).data;
      const pkg = detail.pujaPackageList[0];
      if (pkg && (!detail.prasadInfo || detail.prasadInfo.amount > 0))
        return { eventId: event.id, packageId: pkg.id, name: detail.mainSection.name, prasadId: detail.prasadInfo?.id ?? null };
    }
    throw new Error('seed has no open fixed-date puja with optional prasad on page 0');
  })();
  return bookable;
}

async function must<T>(what: string, pending: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await pending;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A CREATED puja order through the real cart and checkout, as the cart page would place it; with
 * `prasad`, the puja's prasad too and an address to send it to.
 */
export async function placePujaOrder(token: string, { prasad = false } = {}): Promise<string> {
  const { eventId, packageId, prasadId } = await bookablePuja();
  const add = (subType: string, itemId: string) =>
    must<{ data: { cartId: string } }>(
      'cart',
      call('/cart/', { method: 'POST', token, body: { parentId: eventId, type: 'PUJA', itemId, subType, quantity: 1 } }),
    );
  let cart = await add('PUJA_PACKAGE', packageId);
  if (prasad) {
    if (!prasadId) throw new Error('the bookable puja has no prasad');
    cart = await add('PRASAD', prasadId);
  }
  const order = await must<{ data: { orderId: string } }>(
    'order create',
    call('/order/create', {
      method: 'POST',
      token,
      body: {
        cartId: cart.data.cartId,
        userInfo: { name: 'Asha Devi', whatsappNumber: '7012345678', gotra: 'Kashyap', selectedEventDate: null, additionalNames: [] },
        ...(prasad ? { deliveryInfo: { location: { address: '12, Assi Ghat', city: 'Varanasi', state: 'Uttar Pradesh', pincode: '221005' } } } : {}),
      },
    }),
  );
  return order.data.orderId;
}

const decode = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

async function postForm(url: string, fields: Record<string, string>) {
  return fetch(new URL(url, inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * Pays an order through the simulated provider as a browser would: initiate, open the checkout
 * page, press Pay (or 'Make the payment fail'), follow the auto-posting result form to our
 * callback (a 303 to the status page).
 */
export async function payOrder(token: string, orderId: string, outcome: 'paid' | 'failed' = 'paid'): Promise<void> {
  const init = await must<{ data: { checkoutUrl: string | null } }>('initiate', call('/payment/initiate', { method: 'POST', token, body: { orderId } }));
  if (!init.data.checkoutUrl) throw new Error('not the simulated provider');
  const page = await (await fetch(new URL(init.data.checkoutUrl, inject('baseUrl')))).text();
  const actions = [...page.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!);
  const payAction = outcome === 'paid' ? actions.find((a) => /\/pay\?/.test(a)) : actions.find((a) => !/\/pay\?/.test(a));
  if (!payAction) throw new Error(`no ${outcome === 'paid' ? 'Pay' : 'fail'} form on the simulated checkout`);
  const result = await (await postForm(decode(payAction), { method: 'card' })).text();
  const action = /<form id="result" method="post" action="([^"]+)"/.exec(result)?.[1];
  if (!action) throw new Error('no auto-post form after paying');
  const fields: Record<string, string> = {};
  for (const m of result.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[decode(m[1]!)] = decode(m[2]!);
  const callback = await postForm(decode(action), fields);
  if (callback.status !== 303) throw new Error(`payment callback answered ${callback.status}`);
}
