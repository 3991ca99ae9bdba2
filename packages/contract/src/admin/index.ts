export * from './paths.ts';
export * from './roles.ts';
export * from './states.ts';
export * from './auth/staff-auth.ts';
export * from './audit.ts';
export * from './orders/index.ts';
export * from './sankalp/index.ts';
export * from './dashboard/index.ts';
