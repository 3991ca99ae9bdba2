CREATE TABLE "temple_statement_lines" (
	"statement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "temple_statement_lines_one_source" CHECK (("temple_statement_lines"."kind" = 'PAYMENT' and "temple_statement_lines"."payment_id" is not null and "temple_statement_lines"."refund_id" is null) or ("temple_statement_lines"."kind" = 'REFUND' and "temple_statement_lines"."refund_id" is not null and "temple_statement_lines"."payment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "temple_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temple_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"share_bps" integer NOT NULL,
	"fee_per_order_paise" integer NOT NULL,
	"payments_count" integer NOT NULL,
	"refunds_count" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"refunds_paise" bigint NOT NULL,
	"share_paise" bigint NOT NULL,
	"owed_paise" bigint NOT NULL,
	"reference" text NOT NULL,
	"settled_by" uuid,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "share_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "fee_per_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temple_statements" ADD CONSTRAINT "temple_statements_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_statements" ADD CONSTRAINT "temple_statements_settled_by_staff_members_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "temple_statement_lines_payment_uq" ON "temple_statement_lines" USING btree ("payment_id") WHERE "temple_statement_lines"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "temple_statement_lines_refund_uq" ON "temple_statement_lines" USING btree ("refund_id") WHERE "temple_statement_lines"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "temple_statement_lines_statement_idx" ON "temple_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "temple_statement_lines_at_idx" ON "temple_statement_lines" USING btree ("at");--> statement-breakpoint
CREATE INDEX "temple_statements_temple_idx" ON "temple_statements" USING btree ("temple_id","settled_at");--> statement-breakpoint
CREATE INDEX "refunds_provider_payment_idx" ON "refunds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'PROCESSED';