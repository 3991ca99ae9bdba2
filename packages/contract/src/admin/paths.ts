/** The operator console's API lives under its own prefix, with its own session header. */
export const ADMIN_API_PREFIX = '/admin/api/v1';
export const STAFF_TOKEN_HEADER = 'X-Staff-Token';
