-- The admin search indexes (src/core/entity/admin-search.ts) are trigram indexes: pg_trgm first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "agent_widgets_admin_search" ON "agent_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_widgets_by_updated_at" ON "agent_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "agent_widgets_by_variant" ON "agent_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "agent_widgets_by_class_name" ON "agent_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "agent_widgets_by_admin_title" ON "agent_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "agent_widgets_by_slug" ON "agent_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_admin_search" ON "analytic_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_updated_at" ON "analytic_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_variant" ON "analytic_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_class_name" ON "analytic_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_admin_title" ON "analytic_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_slug" ON "analytic_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_admin_search" ON "billing_currencies" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_currencies_by_updated_at" ON "billing_currencies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_by_variant" ON "billing_currencies" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_by_class_name" ON "billing_currencies" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_by_admin_title" ON "billing_currencies" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_by_slug" ON "billing_currencies" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_admin_search" ON "billing_invoices" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_invoices_by_updated_at" ON "billing_invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_by_variant" ON "billing_invoices" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_by_class_name" ON "billing_invoices" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_by_admin_title" ON "billing_invoices" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_admin_search" ON "billing_payment_intents" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_payment_intents_by_updated_at" ON "billing_payment_intents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_by_variant" ON "billing_payment_intents" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_by_class_name" ON "billing_payment_intents" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_by_admin_title" ON "billing_payment_intents" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_admin_search" ON "billing_webhook_events" USING gin (lower(coalesce("event_id", '') || ' ' || coalesce("provider", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_webhook_events_by_updated_at" ON "billing_webhook_events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_by_variant" ON "billing_webhook_events" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_by_event_id" ON "billing_webhook_events" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_admin_search" ON "billing_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_widgets_by_updated_at" ON "billing_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_by_variant" ON "billing_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_by_class_name" ON "billing_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_by_admin_title" ON "billing_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_by_slug" ON "billing_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "blog_articles_admin_search" ON "blog_articles" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_articles_by_updated_at" ON "blog_articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_articles_by_variant" ON "blog_articles" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "blog_articles_by_class_name" ON "blog_articles" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "blog_articles_by_admin_title" ON "blog_articles" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "blog_articles_by_slug" ON "blog_articles" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "blog_categories_admin_search" ON "blog_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_categories_by_updated_at" ON "blog_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_categories_by_variant" ON "blog_categories" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "blog_categories_by_class_name" ON "blog_categories" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "blog_categories_by_admin_title" ON "blog_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "blog_categories_by_slug" ON "blog_categories" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_admin_search" ON "blog_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_widgets_by_updated_at" ON "blog_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_by_variant" ON "blog_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_by_class_name" ON "blog_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_by_admin_title" ON "blog_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_by_slug" ON "blog_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_admin_search" ON "church_calendar_feasts" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_updated_at" ON "church_calendar_feasts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_variant" ON "church_calendar_feasts" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_class_name" ON "church_calendar_feasts" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_admin_title" ON "church_calendar_feasts" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_slug" ON "church_calendar_feasts" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_admin_search" ON "church_calendar_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_updated_at" ON "church_calendar_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_variant" ON "church_calendar_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_class_name" ON "church_calendar_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_admin_title" ON "church_calendar_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_slug" ON "church_calendar_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "crm_forms_admin_search" ON "crm_forms" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_forms_by_updated_at" ON "crm_forms" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_forms_by_variant" ON "crm_forms" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "crm_forms_by_class_name" ON "crm_forms" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "crm_forms_by_admin_title" ON "crm_forms" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_forms_by_slug" ON "crm_forms" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_admin_search" ON "crm_inputs" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_inputs_by_updated_at" ON "crm_inputs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_by_variant" ON "crm_inputs" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_by_class_name" ON "crm_inputs" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_by_admin_title" ON "crm_inputs" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_by_slug" ON "crm_inputs" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "crm_requests_admin_search" ON "crm_requests" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_requests_by_updated_at" ON "crm_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_requests_by_variant" ON "crm_requests" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "crm_requests_by_class_name" ON "crm_requests" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "crm_requests_by_admin_title" ON "crm_requests" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_admin_search" ON "crm_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_widgets_by_updated_at" ON "crm_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_by_variant" ON "crm_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_by_class_name" ON "crm_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_by_admin_title" ON "crm_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_by_slug" ON "crm_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_admin_search" ON "ecommerce_attribute_keys" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_updated_at" ON "ecommerce_attribute_keys" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_variant" ON "ecommerce_attribute_keys" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_class_name" ON "ecommerce_attribute_keys" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_admin_title" ON "ecommerce_attribute_keys" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_slug" ON "ecommerce_attribute_keys" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_admin_search" ON "ecommerce_attributes" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_updated_at" ON "ecommerce_attributes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_variant" ON "ecommerce_attributes" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_class_name" ON "ecommerce_attributes" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_admin_title" ON "ecommerce_attributes" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_admin_search" ON "ecommerce_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_updated_at" ON "ecommerce_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_variant" ON "ecommerce_categories" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_class_name" ON "ecommerce_categories" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_admin_title" ON "ecommerce_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_slug" ON "ecommerce_categories" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_admin_search" ON "ecommerce_orders" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_by_updated_at" ON "ecommerce_orders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_by_variant" ON "ecommerce_orders" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_by_class_name" ON "ecommerce_orders" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_by_admin_title" ON "ecommerce_orders" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_admin_search" ON "ecommerce_products" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_updated_at" ON "ecommerce_products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_variant" ON "ecommerce_products" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_class_name" ON "ecommerce_products" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_admin_title" ON "ecommerce_products" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_slug" ON "ecommerce_products" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_admin_search" ON "ecommerce_stores" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_updated_at" ON "ecommerce_stores" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_variant" ON "ecommerce_stores" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_class_name" ON "ecommerce_stores" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_admin_title" ON "ecommerce_stores" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_slug" ON "ecommerce_stores" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_admin_search" ON "ecommerce_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_updated_at" ON "ecommerce_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_variant" ON "ecommerce_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_class_name" ON "ecommerce_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_admin_title" ON "ecommerce_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_slug" ON "ecommerce_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "fs_files_admin_search" ON "fs_files" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("file", '') || ' ' || coalesce("alt", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fs_files_by_updated_at" ON "fs_files" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "fs_files_by_variant" ON "fs_files" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "fs_files_by_class_name" ON "fs_files" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "fs_files_by_admin_title" ON "fs_files" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_admin_search" ON "fs_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fs_widgets_by_updated_at" ON "fs_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_by_variant" ON "fs_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_by_class_name" ON "fs_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_by_admin_title" ON "fs_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_by_slug" ON "fs_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "host_layouts_admin_search" ON "host_layouts" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_layouts_by_updated_at" ON "host_layouts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_layouts_by_variant" ON "host_layouts" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "host_layouts_by_class_name" ON "host_layouts" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "host_layouts_by_admin_title" ON "host_layouts" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_layouts_by_slug" ON "host_layouts" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "host_metadata_admin_search" ON "host_metadata" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_metadata_by_updated_at" ON "host_metadata" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_metadata_by_variant" ON "host_metadata" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "host_metadata_by_class_name" ON "host_metadata" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "host_metadata_by_admin_title" ON "host_metadata" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_metadata_by_title" ON "host_metadata" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "host_pages_admin_search" ON "host_pages" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("url", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_pages_by_updated_at" ON "host_pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_pages_by_variant" ON "host_pages" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "host_pages_by_class_name" ON "host_pages" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "host_pages_by_admin_title" ON "host_pages" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_widgets_admin_search" ON "host_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_widgets_by_updated_at" ON "host_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_widgets_by_variant" ON "host_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "host_widgets_by_class_name" ON "host_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "host_widgets_by_admin_title" ON "host_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_widgets_by_slug" ON "host_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "host_widgets_to_external_widgets_by_updated_at" ON "host_widgets_to_external_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_widgets_to_external_widgets_by_variant" ON "host_widgets_to_external_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "host_widgets_to_external_widgets_by_class_name" ON "host_widgets_to_external_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "notification_messages_admin_search" ON "notification_messages" USING gin (lower(coalesce("to", '') || ' ' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_messages_by_updated_at" ON "notification_messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_messages_by_variant" ON "notification_messages" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "notification_messages_by_class_name" ON "notification_messages" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "notification_messages_by_admin_title" ON "notification_messages" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "notification_messages_by_subject" ON "notification_messages" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "notification_topics_admin_search" ON "notification_topics" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_topics_by_updated_at" ON "notification_topics" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_topics_by_variant" ON "notification_topics" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "notification_topics_by_class_name" ON "notification_topics" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "notification_topics_by_admin_title" ON "notification_topics" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "notification_topics_by_slug" ON "notification_topics" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_admin_search" ON "notification_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_widgets_by_updated_at" ON "notification_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_by_variant" ON "notification_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_by_class_name" ON "notification_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_by_admin_title" ON "notification_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_by_slug" ON "notification_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "rbac_ethereum_virtual_machine_nonces_admin_search" ON "rbac_ethereum_virtual_machine_nonces" USING gin (lower(coalesce("nonce", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_ethereum_virtual_machine_nonces_by_updated_at" ON "rbac_ethereum_virtual_machine_nonces" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_ethereum_virtual_machine_nonces_by_variant" ON "rbac_ethereum_virtual_machine_nonces" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_ethereum_virtual_machine_nonces_by_nonce" ON "rbac_ethereum_virtual_machine_nonces" USING btree ("nonce","id");--> statement-breakpoint
CREATE INDEX "rbac_identities_admin_search" ON "rbac_identities" USING gin (lower(coalesce("email", '') || ' ' || coalesce("account", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_identities_by_updated_at" ON "rbac_identities" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_identities_by_variant" ON "rbac_identities" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_identities_by_email" ON "rbac_identities" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_admin_search" ON "rbac_permissions" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_updated_at" ON "rbac_permissions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_variant" ON "rbac_permissions" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_class_name" ON "rbac_permissions" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_admin_title" ON "rbac_permissions" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_slug" ON "rbac_permissions" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "rbac_roles_admin_search" ON "rbac_roles" USING gin (lower(coalesce("title", '') || ' ' || coalesce("slug", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_roles_by_updated_at" ON "rbac_roles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_roles_by_variant" ON "rbac_roles" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_roles_by_slug" ON "rbac_roles" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "rbac_roles_by_title" ON "rbac_roles" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "rbac_sessions_by_updated_at" ON "rbac_sessions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_sessions_by_variant" ON "rbac_sessions" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_admin_search" ON "rbac_subjects" USING gin (lower(coalesce("slug", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_subjects_by_updated_at" ON "rbac_subjects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_by_variant" ON "rbac_subjects" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_by_slug" ON "rbac_subjects" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_admin_search" ON "rbac_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_updated_at" ON "rbac_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_variant" ON "rbac_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_class_name" ON "rbac_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_admin_title" ON "rbac_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_slug" ON "rbac_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "social_chats_admin_search" ON "social_chats" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_chats_by_updated_at" ON "social_chats" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_chats_by_variant" ON "social_chats" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "social_chats_by_class_name" ON "social_chats" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "social_chats_by_admin_title" ON "social_chats" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "social_chats_by_slug" ON "social_chats" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "social_messages_admin_search" ON "social_messages" USING gin (lower(coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_messages_by_updated_at" ON "social_messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_messages_by_variant" ON "social_messages" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "social_messages_by_class_name" ON "social_messages" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "social_profiles_admin_search" ON "social_profiles" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_profiles_by_updated_at" ON "social_profiles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_profiles_by_variant" ON "social_profiles" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "social_profiles_by_class_name" ON "social_profiles" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "social_profiles_by_admin_title" ON "social_profiles" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "social_profiles_by_slug" ON "social_profiles" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "social_widgets_admin_search" ON "social_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_widgets_by_updated_at" ON "social_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_widgets_by_variant" ON "social_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "social_widgets_by_class_name" ON "social_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "social_widgets_by_admin_title" ON "social_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "social_widgets_by_slug" ON "social_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "startup_categories_admin_search" ON "startup_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startup_categories_by_updated_at" ON "startup_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "startup_categories_by_variant" ON "startup_categories" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "startup_categories_by_class_name" ON "startup_categories" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "startup_categories_by_admin_title" ON "startup_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "startup_categories_by_slug" ON "startup_categories" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_admin_search" ON "startup_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startup_widgets_by_updated_at" ON "startup_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_by_variant" ON "startup_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_by_class_name" ON "startup_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_by_admin_title" ON "startup_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_by_slug" ON "startup_widgets" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_admin_search" ON "wb_buttons" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_buttons_by_updated_at" ON "wb_buttons" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_by_variant" ON "wb_buttons" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_by_class_name" ON "wb_buttons" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_by_admin_title" ON "wb_buttons" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_by_slug" ON "wb_buttons" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_admin_search" ON "wb_buttons_arrays" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_updated_at" ON "wb_buttons_arrays" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_variant" ON "wb_buttons_arrays" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_class_name" ON "wb_buttons_arrays" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_admin_title" ON "wb_buttons_arrays" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_slug" ON "wb_buttons_arrays" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_categories_admin_search" ON "wb_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_categories_by_updated_at" ON "wb_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_categories_by_variant" ON "wb_categories" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_categories_by_class_name" ON "wb_categories" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_categories_by_admin_title" ON "wb_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_categories_by_slug" ON "wb_categories" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_features_admin_search" ON "wb_features" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_features_by_updated_at" ON "wb_features" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_features_by_variant" ON "wb_features" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_features_by_class_name" ON "wb_features" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_features_by_admin_title" ON "wb_features" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_features_by_slug" ON "wb_features" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_admin_search" ON "wb_logotypes" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_updated_at" ON "wb_logotypes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_variant" ON "wb_logotypes" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_class_name" ON "wb_logotypes" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_admin_title" ON "wb_logotypes" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_slug" ON "wb_logotypes" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_admin_search" ON "wb_sliders" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_sliders_by_updated_at" ON "wb_sliders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_by_variant" ON "wb_sliders" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_by_class_name" ON "wb_sliders" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_by_admin_title" ON "wb_sliders" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_by_slug" ON "wb_sliders" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_slides_admin_search" ON "wb_slides" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_slides_by_updated_at" ON "wb_slides" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_slides_by_variant" ON "wb_slides" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_slides_by_class_name" ON "wb_slides" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_slides_by_admin_title" ON "wb_slides" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_slides_by_slug" ON "wb_slides" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_admin_search" ON "wb_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_widgets_by_updated_at" ON "wb_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_by_variant" ON "wb_widgets" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_by_class_name" ON "wb_widgets" USING btree ("class_name","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_by_admin_title" ON "wb_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_by_slug" ON "wb_widgets" USING btree ("slug","id");