export { getUser, useUser } from './api/get-user.ts';
export { updateUser } from './api/update-user.ts';
