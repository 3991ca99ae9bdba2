/**
 * POST /temples/{id}/archive (admin only): the temple keeps its events, orders and staff but
 * receives no new events. Refused (409) while any of its events is published. Answer: ZTempleResponse.
 * POST /temples/{id}/restore undoes it.
 */
export const TEMPLE_ARCHIVE_PATH = '/temples/:id/archive';
export const TEMPLE_RESTORE_PATH = '/temples/:id/restore';

export const templeArchivePath = (id: string) => `/temples/${encodeURIComponent(id)}/archive`;
export const templeRestorePath = (id: string) => `/temples/${encodeURIComponent(id)}/restore`;
