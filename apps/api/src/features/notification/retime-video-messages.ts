import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { momentSeconds, videoMoments } from '../../occurrence/reading-moments.ts';

type VideoOrder = { id: string; eventId: string; eventDateTime: Date; videoMediaId: string | null };

/**
 * A "video ready" message still waiting in the outbox links the second the devotee's name is read
 * in the video the order had when the message was queued. When the order's video changes before it
 * goes (a replaced group video, a personal clip in its place), the link follows the new video: its
 * own moment, or none (a clip plays from its start). Messages already sent are history and stay.
 * Call it in the transaction that changed the orders' videos, after the change.
 */
export async function retimeWaitingVideoMessages(tx: Db, changed: readonly VideoOrder[]): Promise<void> {
  if (changed.length === 0) return;
  const moments = await videoMoments(tx, changed);
  const seconds = Object.fromEntries(changed.map((o) => [o.id, moments.has(o.id) ? momentSeconds(moments.get(o.id)!) : null]));
  await tx.execute(sql`
    update ${orderMessages} m
    set facts = case when v.seconds = 'null'::jsonb then m.facts - 'videoStartSeconds'
                     else jsonb_set(m.facts, '{videoStartSeconds}', v.seconds) end,
        updated_at = now()
    from jsonb_each(${JSON.stringify(seconds)}::jsonb) as v(order_id, seconds)
    where m.order_id = v.order_id and m.kind = 'VIDEO_READY' and m.status in ('PENDING', 'SENDING')`);
}
