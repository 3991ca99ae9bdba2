CREATE TABLE "occurrence_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"action" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"date" date NOT NULL,
	"temple_id" uuid NOT NULL,
	"performed_at" timestamp with time zone,
	"priest_name" text,
	"group_video_id" uuid,
	"reading_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sankalp_readings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sankalp_reads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reading_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"offset_ms" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"carrier" text NOT NULL,
	"awb" text NOT NULL,
	"status" text NOT NULL,
	"location" text,
	"activity" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "video_media_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "temple_id" uuid;--> statement-breakpoint
ALTER TABLE "occurrence_batches" ADD CONSTRAINT "occurrence_batches_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrence_batches" ADD CONSTRAINT "occurrence_batches_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_group_video_id_media_files_id_fk" FOREIGN KEY ("group_video_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalp_readings" ADD CONSTRAINT "sankalp_readings_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalp_readings" ADD CONSTRAINT "sankalp_readings_started_by_staff_members_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalp_reads" ADD CONSTRAINT "sankalp_reads_reading_id_sankalp_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."sankalp_readings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalp_reads" ADD CONSTRAINT "sankalp_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalp_reads" ADD CONSTRAINT "sankalp_reads_recorded_by_staff_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occurrence_batches_occurrence_idx" ON "occurrence_batches" USING btree ("occurrence_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "occurrences_event_date_uq" ON "occurrences" USING btree ("event_id","date");--> statement-breakpoint
CREATE INDEX "sankalp_readings_occurrence_idx" ON "sankalp_readings" USING btree ("occurrence_id","started_at");--> statement-breakpoint
CREATE INDEX "sankalp_reads_reading_order_idx" ON "sankalp_reads" USING btree ("reading_id","order_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_scans_awb_time_status_uq" ON "shipment_scans" USING btree ("awb","scanned_at","status");--> statement-breakpoint
CREATE INDEX "shipment_scans_order_idx" ON "shipment_scans" USING btree ("order_id","scanned_at");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tracking_number_idx" ON "orders" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "media_files_occurrence_idx" ON "media_files" USING btree ("occurrence_id");