ALTER TABLE "payments" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "payments_client_address_idx" ON "payments" USING btree ("client_address");