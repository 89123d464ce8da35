-- The admin search indexes (src/core/entity/admin-search.ts) are trigram indexes: pg_trgm first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "agent_widgets_admin_search" ON "agent_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_widgets_by_updated_at" ON "agent_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "agent_widgets_by_admin_title" ON "agent_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_admin_search" ON "analytic_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_updated_at" ON "analytic_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "analytic_widgets_by_admin_title" ON "analytic_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_admin_search" ON "billing_currencies" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_currencies_by_updated_at" ON "billing_currencies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_currencies_by_admin_title" ON "billing_currencies" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_admin_search" ON "billing_invoices" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_invoices_by_updated_at" ON "billing_invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_by_admin_title" ON "billing_invoices" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_admin_search" ON "billing_payment_intents" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_payment_intents_by_updated_at" ON "billing_payment_intents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_by_admin_title" ON "billing_payment_intents" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_admin_search" ON "billing_webhook_events" USING gin (lower(coalesce("event_id", '') || ' ' || coalesce("provider", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_webhook_events_by_updated_at" ON "billing_webhook_events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_by_event_id" ON "billing_webhook_events" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_admin_search" ON "billing_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_widgets_by_updated_at" ON "billing_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "billing_widgets_by_admin_title" ON "billing_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "blog_articles_admin_search" ON "blog_articles" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_articles_by_updated_at" ON "blog_articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_articles_by_admin_title" ON "blog_articles" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "blog_categories_admin_search" ON "blog_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_categories_by_updated_at" ON "blog_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_categories_by_admin_title" ON "blog_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_admin_search" ON "blog_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_widgets_by_updated_at" ON "blog_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_widgets_by_admin_title" ON "blog_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_admin_search" ON "church_calendar_feasts" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_updated_at" ON "church_calendar_feasts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_by_admin_title" ON "church_calendar_feasts" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_admin_search" ON "church_calendar_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_updated_at" ON "church_calendar_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_by_admin_title" ON "church_calendar_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_forms_admin_search" ON "crm_forms" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_forms_by_updated_at" ON "crm_forms" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_forms_by_admin_title" ON "crm_forms" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_admin_search" ON "crm_inputs" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_inputs_by_updated_at" ON "crm_inputs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_inputs_by_admin_title" ON "crm_inputs" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_requests_admin_search" ON "crm_requests" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_requests_by_updated_at" ON "crm_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_requests_by_admin_title" ON "crm_requests" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_admin_search" ON "crm_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_widgets_by_updated_at" ON "crm_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_widgets_by_admin_title" ON "crm_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_admin_search" ON "ecommerce_attribute_keys" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_updated_at" ON "ecommerce_attribute_keys" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_by_admin_title" ON "ecommerce_attribute_keys" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_admin_search" ON "ecommerce_attributes" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_updated_at" ON "ecommerce_attributes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_by_admin_title" ON "ecommerce_attributes" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_admin_search" ON "ecommerce_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_updated_at" ON "ecommerce_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_by_admin_title" ON "ecommerce_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_admin_search" ON "ecommerce_orders" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_by_updated_at" ON "ecommerce_orders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_by_admin_title" ON "ecommerce_orders" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_admin_search" ON "ecommerce_products" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_updated_at" ON "ecommerce_products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_by_admin_title" ON "ecommerce_products" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_admin_search" ON "ecommerce_stores" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_updated_at" ON "ecommerce_stores" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_by_admin_title" ON "ecommerce_stores" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_admin_search" ON "ecommerce_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_updated_at" ON "ecommerce_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_by_admin_title" ON "ecommerce_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "fs_files_admin_search" ON "fs_files" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("file", '') || ' ' || coalesce("alt", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fs_files_by_updated_at" ON "fs_files" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "fs_files_by_admin_title" ON "fs_files" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_admin_search" ON "fs_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fs_widgets_by_updated_at" ON "fs_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "fs_widgets_by_admin_title" ON "fs_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_layouts_admin_search" ON "host_layouts" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_layouts_by_updated_at" ON "host_layouts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_layouts_by_admin_title" ON "host_layouts" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_metadata_admin_search" ON "host_metadata" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_metadata_by_updated_at" ON "host_metadata" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_metadata_by_admin_title" ON "host_metadata" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_metadata_by_title" ON "host_metadata" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "host_pages_admin_search" ON "host_pages" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("url", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_pages_by_updated_at" ON "host_pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_pages_by_admin_title" ON "host_pages" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_widgets_admin_search" ON "host_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_widgets_by_updated_at" ON "host_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "host_widgets_by_admin_title" ON "host_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "host_widgets_to_external_widgets_by_updated_at" ON "host_widgets_to_external_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_messages_admin_search" ON "notification_messages" USING gin (lower(coalesce("to", '') || ' ' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_messages_by_updated_at" ON "notification_messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_messages_by_admin_title" ON "notification_messages" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "notification_messages_by_subject" ON "notification_messages" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "notification_topics_admin_search" ON "notification_topics" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_topics_by_updated_at" ON "notification_topics" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_topics_by_admin_title" ON "notification_topics" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_admin_search" ON "notification_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_widgets_by_updated_at" ON "notification_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_widgets_by_admin_title" ON "notification_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "rbac_ethereum_virtual_machine_nonces_admin_search" ON "rbac_ethereum_virtual_machine_nonces" USING gin (lower(coalesce("nonce", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_ethereum_virtual_machine_nonces_by_updated_at" ON "rbac_ethereum_virtual_machine_nonces" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_identities_admin_search" ON "rbac_identities" USING gin (lower(coalesce("email", '') || ' ' || coalesce("account", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_identities_by_updated_at" ON "rbac_identities" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_identities_by_email" ON "rbac_identities" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_admin_search" ON "rbac_permissions" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_updated_at" ON "rbac_permissions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_permissions_by_admin_title" ON "rbac_permissions" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "rbac_roles_admin_search" ON "rbac_roles" USING gin (lower(coalesce("title", '') || ' ' || coalesce("slug", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_roles_by_updated_at" ON "rbac_roles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_sessions_by_updated_at" ON "rbac_sessions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_admin_search" ON "rbac_subjects" USING gin (lower(coalesce("slug", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_subjects_by_updated_at" ON "rbac_subjects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_admin_search" ON "rbac_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_updated_at" ON "rbac_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "rbac_widgets_by_admin_title" ON "rbac_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "social_chats_admin_search" ON "social_chats" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_chats_by_updated_at" ON "social_chats" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_chats_by_admin_title" ON "social_chats" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "social_messages_admin_search" ON "social_messages" USING gin (lower(coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_messages_by_updated_at" ON "social_messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_profiles_admin_search" ON "social_profiles" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_profiles_by_updated_at" ON "social_profiles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_profiles_by_admin_title" ON "social_profiles" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "social_widgets_admin_search" ON "social_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_widgets_by_updated_at" ON "social_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "social_widgets_by_admin_title" ON "social_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "startup_categories_admin_search" ON "startup_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startup_categories_by_updated_at" ON "startup_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "startup_categories_by_admin_title" ON "startup_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_admin_search" ON "startup_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startup_widgets_by_updated_at" ON "startup_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "startup_widgets_by_admin_title" ON "startup_widgets" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_admin_search" ON "wb_buttons" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_buttons_by_updated_at" ON "wb_buttons" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_by_admin_title" ON "wb_buttons" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_admin_search" ON "wb_buttons_arrays" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_updated_at" ON "wb_buttons_arrays" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_by_admin_title" ON "wb_buttons_arrays" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_categories_admin_search" ON "wb_categories" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_categories_by_updated_at" ON "wb_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_categories_by_admin_title" ON "wb_categories" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_features_admin_search" ON "wb_features" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_features_by_updated_at" ON "wb_features" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_features_by_admin_title" ON "wb_features" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_admin_search" ON "wb_logotypes" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_updated_at" ON "wb_logotypes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_by_admin_title" ON "wb_logotypes" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_admin_search" ON "wb_sliders" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_sliders_by_updated_at" ON "wb_sliders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_sliders_by_admin_title" ON "wb_sliders" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_slides_admin_search" ON "wb_slides" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_slides_by_updated_at" ON "wb_slides" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_slides_by_admin_title" ON "wb_slides" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_admin_search" ON "wb_widgets" USING gin (lower(coalesce("admin_title", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title" ->> 'ru', '') || ' ' || coalesce("title" ->> 'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wb_widgets_by_updated_at" ON "wb_widgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "wb_widgets_by_admin_title" ON "wb_widgets" USING btree ("admin_title","id");