/** GET /temples/{id}: one temple (temple staff: only theirs, else 403). Answer: ZTempleResponse. */
export const TEMPLE_PATH = '/temples/:id';

export const templePath = (id: string) => `/temples/${encodeURIComponent(id)}`;
