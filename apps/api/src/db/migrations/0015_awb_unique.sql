-- Decision 290: one AWB, one order. Should this fail on a database where two orders share an AWB
-- (the single Ship action did not check before), find them with
--   select tracking_number, array_agg(id) from orders where tracking_number is not null group by 1 having count(*) > 1;
-- and correct the wrong ones in the console before migrating again.
DROP INDEX "orders_tracking_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_number_key" ON "orders" USING btree ("tracking_number");