export { policyQuery } from './api/get-policy.ts';
