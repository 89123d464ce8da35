DROP INDEX "blog_articles_c_idx";--> statement-breakpoint
DROP INDEX "blog_articles_by_updated_at";--> statement-breakpoint
DROP INDEX "blog_articles_by_variant";--> statement-breakpoint
DROP INDEX "blog_articles_by_class_name";--> statement-breakpoint
DROP INDEX "blog_articles_by_admin_title";--> statement-breakpoint
DROP INDEX "blog_articles_by_slug";--> statement-breakpoint
DROP INDEX "ecommerce_attributes_c_idx";--> statement-breakpoint
DROP INDEX "ecommerce_attributes_by_updated_at";--> statement-breakpoint
DROP INDEX "ecommerce_attributes_by_variant";--> statement-breakpoint
DROP INDEX "ecommerce_attributes_by_class_name";--> statement-breakpoint
DROP INDEX "ecommerce_attributes_by_admin_title";--> statement-breakpoint
DROP INDEX "ecommerce_products_c_idx";--> statement-breakpoint
DROP INDEX "ecommerce_products_by_updated_at";--> statement-breakpoint
DROP INDEX "ecommerce_products_by_variant";--> statement-breakpoint
DROP INDEX "ecommerce_products_by_class_name";--> statement-breakpoint
DROP INDEX "ecommerce_products_by_admin_title";--> statement-breakpoint
DROP INDEX "ecommerce_products_by_slug";--> statement-breakpoint
DROP INDEX "host_pages_c_idx";--> statement-breakpoint
DROP INDEX "host_pages_by_updated_at";--> statement-breakpoint
DROP INDEX "host_pages_by_variant";--> statement-breakpoint
DROP INDEX "host_pages_by_class_name";--> statement-breakpoint
DROP INDEX "host_pages_by_admin_title";--> statement-breakpoint
CREATE INDEX "blog_articles_c_idx" ON "blog_articles" USING btree ("created_at","id","published");--> statement-breakpoint
CREATE INDEX "blog_articles_by_updated_at" ON "blog_articles" USING btree ("updated_at","id","published");--> statement-breakpoint
CREATE INDEX "blog_articles_by_variant" ON "blog_articles" USING btree ("variant","id","published");--> statement-breakpoint
CREATE INDEX "blog_articles_by_class_name" ON "blog_articles" USING btree ("class_name","id","published");--> statement-breakpoint
CREATE INDEX "blog_articles_by_admin_title" ON "blog_articles" USING btree ("admin_title","id","published");--> statement-breakpoint
CREATE INDEX "blog_articles_by_slug" ON "blog_articles" USING btree ("slug","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_c_idx" ON "ecommerce_attributes" USING btree ("created_at","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_updated_at" ON "ecommerce_attributes" USING btree ("updated_at","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_variant" ON "ecommerce_attributes" USING btree ("variant","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_class_name" ON "ecommerce_attributes" USING btree ("class_name","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_admin_title" ON "ecommerce_attributes" USING btree ("admin_title","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_products_c_idx" ON "ecommerce_products" USING btree ("created_at","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_updated_at" ON "ecommerce_products" USING btree ("updated_at","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_variant" ON "ecommerce_products" USING btree ("variant","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_class_name" ON "ecommerce_products" USING btree ("class_name","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_admin_title" ON "ecommerce_products" USING btree ("admin_title","id","published");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_slug" ON "ecommerce_products" USING btree ("slug","id","published");--> statement-breakpoint
CREATE INDEX "host_pages_c_idx" ON "host_pages" USING btree ("created_at","id","published");--> statement-breakpoint
CREATE INDEX "host_pages_by_updated_at" ON "host_pages" USING btree ("updated_at","id","published");--> statement-breakpoint
CREATE INDEX "host_pages_by_variant" ON "host_pages" USING btree ("variant","id","published");--> statement-breakpoint
CREATE INDEX "host_pages_by_class_name" ON "host_pages" USING btree ("class_name","id","published");--> statement-breakpoint
CREATE INDEX "host_pages_by_admin_title" ON "host_pages" USING btree ("admin_title","id","published");