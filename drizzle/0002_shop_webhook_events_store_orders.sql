CREATE TABLE "billing_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"provider" text DEFAULT 'dummy' NOT NULL,
	"event_id" text NOT NULL,
	"invoice_id" text,
	"outcome" text,
	CONSTRAINT "billing_webhook_events_u0" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_stores_to_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_orders" ADD CONSTRAINT "ecommerce_stores_to_orders_left_fk" FOREIGN KEY ("store_id") REFERENCES "public"."ecommerce_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_orders" ADD CONSTRAINT "ecommerce_stores_to_orders_right_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_orders_left_idx" ON "ecommerce_stores_to_orders" USING btree ("store_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_orders_right_idx" ON "ecommerce_stores_to_orders" USING btree ("order_id");