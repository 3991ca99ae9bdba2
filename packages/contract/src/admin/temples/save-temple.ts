import { ZTempleInput } from './temple.ts';

/**
 * POST /temples creates, PUT /temples/{id} replaces every field (admin only). Both take the same
 * body and answer ZTempleResponse; both are written to the audit log (entity type 'temple').
 */
export const ZCreateTempleRequest = ZTempleInput;
export const ZUpdateTempleRequest = ZTempleInput;
