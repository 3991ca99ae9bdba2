import type { ConsoleSection } from '../lib/staff.ts';

/** Where each section lives; navigation labels are common:nav.<section>. */
export const SECTION_PATHS: Record<ConsoleSection, string> = {
  dashboard: '/dashboard',
  orders: '/orders',
  sankalp: '/sankalp',
  catalogue: '/catalogue',
  exceptions: '/exceptions',
  statements: '/statements',
  reconciliation: '/reconciliation',
  staff: '/staff',
  temples: '/temples',
};
