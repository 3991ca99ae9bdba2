/** A route option's hooks as a list (Fastify takes one hook or several), for an onRoute hook to add its own. */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
