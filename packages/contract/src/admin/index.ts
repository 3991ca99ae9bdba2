export * from './paths.ts';
export * from './roles.ts';
export * from './states.ts';
export * from './auth/staff-auth.ts';
export * from './audit.ts';
export * from './catalogue/index.ts';
