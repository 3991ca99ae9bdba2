CREATE TABLE "event_benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_hi" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"section" text NOT NULL,
	"url" text NOT NULL,
	"alt_en" text NOT NULL,
	"alt_hi" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"search_key" text NOT NULL,
	"puja_type" text,
	"event_date_time" timestamp with time zone NOT NULL,
	"booking_opens_at" timestamp with time zone NOT NULL,
	"booking_closes_at" timestamp with time zone NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"short_description_en" text NOT NULL,
	"short_description_hi" text NOT NULL,
	"discount_text_en" text,
	"discount_text_hi" text,
	"attendee_status_text_en" text NOT NULL,
	"attendee_status_text_hi" text NOT NULL,
	"location_address_en" text NOT NULL,
	"location_address_hi" text NOT NULL,
	"location_pincode" text NOT NULL,
	"about_description_en" text NOT NULL,
	"about_description_hi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_search_key_unique" UNIQUE("search_key")
);
--> statement-breakpoint
CREATE TABLE "puja_date_options" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"start_date_time" timestamp with time zone,
	"end_date_time" timestamp with time zone,
	"allowed_date_times" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_hi" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"list_amount_paise" integer NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"max_user_allowed" integer NOT NULL,
	CONSTRAINT "participant_options_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "prasad_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "prasad_options_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "puja_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"description_en" jsonb NOT NULL,
	"description_hi" jsonb NOT NULL,
	"amount_paise" integer NOT NULL,
	"image_url" text NOT NULL,
	"max_user_allowed" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_hi" text NOT NULL,
	"image_url" text NOT NULL,
	"alt_en" text NOT NULL,
	"alt_hi" text NOT NULL,
	"image_text_en" text,
	"image_text_hi" text,
	"on_click" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"event_id" uuid,
	"question_en" text NOT NULL,
	"question_hi" text NOT NULL,
	"answer_text_en" text NOT NULL,
	"answer_text_hi" text NOT NULL,
	"answer_bullets_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_bullets_hi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_hi" text NOT NULL,
	"video_url" text,
	"image_url" text,
	"address_en" text,
	"address_hi" text,
	"city_en" text,
	"city_hi" text,
	"country_en" text,
	"country_hi" text,
	"pincode" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_benefits" ADD CONSTRAINT "event_benefits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_date_options" ADD CONSTRAINT "puja_date_options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_items" ADD CONSTRAINT "offering_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_options" ADD CONSTRAINT "participant_options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_options" ADD CONSTRAINT "prasad_options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_packages" ADD CONSTRAINT "puja_packages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_benefits_event_idx" ON "event_benefits" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_images_event_idx" ON "event_images" USING btree ("event_id","section","position");--> statement-breakpoint
CREATE INDEX "events_type_closes_idx" ON "events" USING btree ("type","booking_closes_at");--> statement-breakpoint
CREATE INDEX "offering_items_event_idx" ON "offering_items" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "puja_packages_event_idx" ON "puja_packages" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "faqs_scope_idx" ON "faqs" USING btree ("scope","event_id","position");