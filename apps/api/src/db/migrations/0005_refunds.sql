CREATE TABLE "simulated_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_provider_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "simulated_provider_refunds" ADD CONSTRAINT "simulated_provider_refunds_payment_id_simulated_provider_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."simulated_provider_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_provider_refunds_payment_idx" ON "simulated_provider_refunds" USING btree ("payment_id");