CREATE TABLE "document_series_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_series_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "money_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"refers_to_id" uuid,
	"amount_paise" integer NOT NULL,
	"language" text NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "money_documents_refund_note_ck" CHECK (("money_documents"."kind" = 'REFUND_NOTE') = ("money_documents"."refund_id" is not null)),
	CONSTRAINT "money_documents_amount_ck" CHECK ("money_documents"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offering_items" ADD COLUMN "is_donation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "is_donation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donor_pan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donor_address" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "trust_name" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "trust_pan" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "registration_80g" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "registration_80g_valid_from" date;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "registration_80g_valid_to" date;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_refers_to_id_money_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."money_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_series_seq_uq" ON "money_documents" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_payment_kind_uq" ON "money_documents" USING btree ("payment_id","kind") WHERE "money_documents"."kind" in ('RECEIPT', 'DONATION_80G');--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_refund_uq" ON "money_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "money_documents_order_idx" ON "money_documents" USING btree ("order_id","issued_at");