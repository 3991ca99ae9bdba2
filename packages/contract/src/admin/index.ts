export * from './paths.ts';
export * from './roles.ts';
export * from './states.ts';
export * from './auth/staff-auth.ts';
export * from './audit.ts';
export * from './media/media.ts';
export * from './temples/index.ts';
export * from './staff/index.ts';
