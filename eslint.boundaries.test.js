// Proves the feature-boundary rule bites (run by `npm run lint`): each case lints a line of code as
// if it were written in the given file, against the real files it imports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint.boundaries.js';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, featureBoundaries],
});

const violations = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
};

const cases = [
  // apps/web: another feature only through its index.ts
  ['web feature → other feature index.ts', 'apps/web/src/features/cart/x.ts', "import { useVisibility } from '../config/index.ts';", true],
  ['web feature → other feature insides', 'apps/web/src/features/cart/x.ts', "import { useVisibility } from '../config/api/get-visibility.ts';", false],
  [
    'web feature → other feature page (dynamic)',
    'apps/web/src/features/cart/x.ts',
    "export const load = () => import('../orders/routes/orders-page.tsx');",
    false,
  ],
  ['web feature → own insides', 'apps/web/src/features/cart/x.ts', "import { useBasket } from './lib/basket-store.ts';", true],
  ['web landing → event/cards.ts (declared surface)', 'apps/web/src/features/landing/x.ts', "import { EventCard } from '../event/cards.ts';", true],
  ['web cart → event/cards.ts (not declared for cart)', 'apps/web/src/features/cart/x.ts', "import { EventCard } from '../event/cards.ts';", false],
  ['web shared → feature', 'apps/web/src/lib/x.ts', "import { useVisibility } from '../features/config/index.ts';", false],
  ['web app → feature page', 'apps/web/src/app/x.ts', "export const load = () => import('../features/orders/routes/orders-page.tsx');", true],
  // apps/admin: the same layers as the site
  ['admin feature → shared ui', 'apps/admin/src/features/orders/x.ts', "import { Button } from '../../components/ui/index.ts';", true],
  ['admin feature → other feature index.ts', 'apps/admin/src/features/orders/x.ts', "import { useSignOut } from '../auth/index.ts';", true],
  ['admin feature → other feature insides', 'apps/admin/src/features/orders/x.ts', "import { logoutStaff } from '../auth/api/staff-auth.ts';", false],
  ['admin shared → feature', 'apps/admin/src/lib/x.ts', "import { useSignOut } from '../features/auth/index.ts';", false],
  // apps/api: only the listed feature dependencies, one way
  ['api order → cart/price-cart.ts (decision 025)', 'apps/api/src/features/order/x.ts', "import { priceLines } from '../cart/price-cart.ts';", true],
  ['api order → cart/update-cart.ts', 'apps/api/src/features/order/x.ts', "import * as u from '../cart/update-cart.ts';", false],
  ['api cart → order (wrong way)', 'apps/api/src/features/cart/x.ts', "import { orderNotFound } from '../order/order-status.ts';", false],
  ['api shared → feature', 'apps/api/src/lib/x.ts', "import { orderNotFound } from '../features/order/order-status.ts';", false],
  ['api feature → shared', 'apps/api/src/features/faq/x.ts', "import { pick } from '../../lib/pick.ts';", true],
  [
    'api shipping → admin fulfil-order.ts (decision 182)',
    'apps/api/src/features/shipping/x.ts',
    "import { markDeliveredIn } from '../../admin/fulfilment/fulfil-order.ts';",
    true,
  ],
  [
    'api shipping → admin refund-order.ts',
    'apps/api/src/features/shipping/x.ts',
    "import { refundOrder } from '../../admin/fulfilment/refund-order.ts';",
    false,
  ],
  ['api cart → admin fulfil-order.ts', 'apps/api/src/features/cart/x.ts', "import { markDeliveredIn } from '../../admin/fulfilment/fulfil-order.ts';", false],
  [
    'api admin occurrences → fulfilment/fulfil-order.ts (decision 183)',
    'apps/api/src/admin/occurrences/x.ts',
    "import { shipPrasadIn } from '../fulfilment/fulfil-order.ts';",
    true,
  ],
  [
    'api admin occurrences → fulfilment/refund-order.ts',
    'apps/api/src/admin/occurrences/x.ts',
    "import { refundOrder } from '../fulfilment/refund-order.ts';",
    false,
  ],
  ['api admin sankalp → fulfilment/fulfil-order.ts', 'apps/api/src/admin/sankalp/x.ts', "import { shipPrasadIn } from '../fulfilment/fulfil-order.ts';", false],
];

for (const [name, filePath, code, allowed] of cases) {
  test(`${allowed ? 'allows' : 'refuses'} ${name}`, async () => {
    assert.deepEqual(await violations(filePath, code), allowed ? [] : ['boundaries/dependencies']);
  });
}
