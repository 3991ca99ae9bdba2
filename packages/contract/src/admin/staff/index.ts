export * from './staff-member.ts';
export * from './list-staff.ts';
export * from './grant-staff.ts';
export * from './revoke-staff.ts';
