ALTER TABLE "ecommerce_attributes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ecommerce_products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;