CREATE TABLE "payment_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"operation" text NOT NULL,
	"payment_id" uuid,
	"external_id" text,
	"request" text NOT NULL,
	"response" jsonb,
	"http_status" integer NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"state" text NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"provider_time" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"performed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"reason" integer,
	"data" jsonb
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_callbacks_payment_idx" ON "payment_callbacks" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_created_idx" ON "payment_callbacks" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_external_unique" ON "payment_transactions" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_payment_idx" ON "payment_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_provider_time_idx" ON "payment_transactions" USING btree ("provider","provider_time");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_live_per_payment" ON "payment_transactions" USING btree ("payment_id") WHERE "payment_transactions"."status" in ('CREATED', 'PERFORMED');--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);