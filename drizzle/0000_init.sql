CREATE TABLE "agent_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "agent_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "analytic_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytic_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "billing_currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"symbol" text,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "billing_currencies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"amount" double precision,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text DEFAULT 'dummy' NOT NULL,
	"payment_url" text,
	"external_id" text,
	"token" text
);
--> statement-breakpoint
CREATE TABLE "billing_payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"amount" double precision,
	"currency_symbol" text,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text DEFAULT 'dummy' NOT NULL,
	"email" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "billing_payment_intents_to_currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payment_intents_to_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "billing_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "blog_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_articles_to_ecommerce_module_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"article_id" uuid NOT NULL,
	"ecommerce_module_product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"article_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles_to_website_builder_module_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"article_id" uuid NOT NULL,
	"website_builder_module_widget_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_categories_to_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"article_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "blog_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_widgets_to_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"article_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_widgets_to_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "crm_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "crm_forms_to_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"form_id" uuid NOT NULL,
	"input_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_forms_to_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"form_id" uuid NOT NULL,
	"request_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"placeholder" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	CONSTRAINT "crm_inputs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "crm_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "crm_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "crm_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "crm_widgets_to_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"form_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_attribute_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text DEFAULT 'feature' NOT NULL,
	"field" text DEFAULT 'string' NOT NULL,
	"prefix" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"suffix" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ecommerce_attribute_keys_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_attribute_keys_to_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"attribute_key_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"string" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"number" double precision,
	"boolean" boolean,
	"date" timestamp with time zone,
	"datetime" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ecommerce_attributes_to_billing_module_currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"attribute_id" uuid NOT NULL,
	"billing_module_currency_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ecommerce_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_categories_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_categories_to_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	CONSTRAINT "ecommerce_categories_to_products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"type" text DEFAULT 'cart' NOT NULL,
	"receipt" text DEFAULT '' NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders_to_billing_module_currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"order_id" uuid NOT NULL,
	"billing_module_currency_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders_to_billing_module_payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"order_id" uuid NOT NULL,
	"billing_module_payment_intent_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"order_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_orders_to_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text DEFAULT 'one_off' NOT NULL,
	CONSTRAINT "ecommerce_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_products_to_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_products_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ecommerce_stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_stores_to_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"store_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_stores_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"store_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_stores_to_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	CONSTRAINT "ecommerce_stores_to_products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_stores_to_products_to_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"stores_to_products_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"anchor" text,
	CONSTRAINT "ecommerce_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_widgets_to_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_widgets_to_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_widgets_to_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"store_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fs_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"file" text NOT NULL,
	"container_class_name" text,
	"width" integer,
	"height" integer,
	"alt" text,
	"size" integer,
	"extension" text,
	"mime_type" text
);
--> statement-breakpoint
CREATE TABLE "fs_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "fs_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fs_widgets_to_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "host_layouts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "host_layouts_to_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"layout_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"keywords" text,
	"author" text,
	"viewport" text,
	"open_graph_title" text,
	"open_graph_description" text,
	"open_graph_url" text,
	"open_graph_type" text,
	"open_graph_site_name" text,
	"open_graph_locale" text,
	"twitter_card" text,
	"twitter_site" text,
	"twitter_creator" text,
	"twitter_title" text,
	"twitter_description" text,
	"twitter_url" text,
	"twitter_domain" text,
	"twitter_app_country" text
);
--> statement-breakpoint
CREATE TABLE "host_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"title" text DEFAULT 'Page' NOT NULL,
	"url" text DEFAULT '/' NOT NULL,
	"description" text DEFAULT 'Description' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "host_pages_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "host_pages_to_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"page_id" uuid NOT NULL,
	"layout_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_pages_to_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"page_id" uuid NOT NULL,
	"metadata_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_pages_to_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"page_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "host_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "host_widgets_to_external_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"external_module" text DEFAULT 'website-builder' NOT NULL,
	"external_widget_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "notification_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notification_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "notification_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rbac_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"account" text,
	"email" text,
	"provider" text DEFAULT 'email_and_password' NOT NULL,
	"password" text,
	"salt" text,
	"code" text
);
--> statement-breakpoint
CREATE TABLE "rbac_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"route" text NOT NULL,
	"method" text DEFAULT '*' NOT NULL,
	"type" text DEFAULT 'allow' NOT NULL,
	CONSTRAINT "rbac_permissions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rbac_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available_on_registration" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rbac_roles_title_unique" UNIQUE("title"),
	CONSTRAINT "rbac_roles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rbac_roles_to_ecommerce_module_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"role_id" uuid NOT NULL,
	"ecommerce_module_product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_roles_to_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "rbac_subjects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_billing_module_payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"billing_module_payment_intent_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_ecommerce_module_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"ecommerce_module_order_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_ecommerce_module_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"ecommerce_module_product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_notification_module_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"notification_module_topic_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"role_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_subjects_to_social_module_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid NOT NULL,
	"social_module_profile_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "rbac_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "social_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "social_chats_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "social_chats_to_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"chat_id" uuid NOT NULL,
	"message_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "social_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "social_profiles_to_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"profile_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles_to_ecommerce_module_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"profile_id" uuid NOT NULL,
	"ecommerce_module_product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"profile_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles_to_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"profile_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_profiles_to_website_builder_module_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"profile_id" uuid NOT NULL,
	"website_builder_module_widget_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "social_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "social_widgets_to_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "startup_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "startup_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "startup_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "startup_widgets_to_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	CONSTRAINT "wb_buttons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_buttons_arrays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wb_buttons_arrays_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_buttons_arrays_to_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"buttons_array_id" uuid NOT NULL,
	"button_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_buttons_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"button_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wb_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_categories_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_categories_to_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wb_features_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_features_to_buttons_arrays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"feature_id" uuid NOT NULL,
	"buttons_array_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_features_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"feature_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_logotypes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	CONSTRAINT "wb_logotypes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_logotypes_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"logotype_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wb_sliders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_sliders_to_slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"slider_id" uuid NOT NULL,
	"slide_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	CONSTRAINT "wb_slides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_slides_to_buttons_arrays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"slide_id" uuid NOT NULL,
	"buttons_array_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_slides_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"slide_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"anchor" text,
	CONSTRAINT "wb_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wb_widgets_to_buttons_arrays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"buttons_array_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_widgets_to_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_widgets_to_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_widgets_to_file_storage_module_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"file_storage_module_file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_widgets_to_logotypes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"logotype_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_widgets_to_sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"slider_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_payment_intents_to_currencies" ADD CONSTRAINT "billing_payment_intents_to_currencies_left_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."billing_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_intents_to_currencies" ADD CONSTRAINT "billing_payment_intents_to_currencies_right_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."billing_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_intents_to_invoices" ADD CONSTRAINT "billing_payment_intents_to_invoices_left_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."billing_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_intents_to_invoices" ADD CONSTRAINT "billing_payment_intents_to_invoices_right_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles_to_ecommerce_module_products" ADD CONSTRAINT "blog_articles_to_ecommerce_module_products_left_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles_to_ecommerce_module_products" ADD CONSTRAINT "blog_articles_to_ecommerce_module_products_right_fk" FOREIGN KEY ("ecommerce_module_product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles_to_file_storage_module_files" ADD CONSTRAINT "blog_articles_to_file_storage_module_files_left_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles_to_file_storage_module_files" ADD CONSTRAINT "blog_articles_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles_to_website_builder_module_widgets" ADD CONSTRAINT "blog_articles_to_website_builder_module_widgets_left_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles_to_website_builder_module_widgets" ADD CONSTRAINT "blog_articles_to_website_builder_module_widgets_right_fk" FOREIGN KEY ("website_builder_module_widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories_to_articles" ADD CONSTRAINT "blog_categories_to_articles_left_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories_to_articles" ADD CONSTRAINT "blog_categories_to_articles_right_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories_to_file_storage_module_files" ADD CONSTRAINT "blog_categories_to_file_storage_module_files_left_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories_to_file_storage_module_files" ADD CONSTRAINT "blog_categories_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_widgets_to_articles" ADD CONSTRAINT "blog_widgets_to_articles_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."blog_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_widgets_to_articles" ADD CONSTRAINT "blog_widgets_to_articles_right_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_widgets_to_categories" ADD CONSTRAINT "blog_widgets_to_categories_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."blog_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_widgets_to_categories" ADD CONSTRAINT "blog_widgets_to_categories_right_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_forms_to_inputs" ADD CONSTRAINT "crm_forms_to_inputs_left_fk" FOREIGN KEY ("form_id") REFERENCES "public"."crm_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_forms_to_inputs" ADD CONSTRAINT "crm_forms_to_inputs_right_fk" FOREIGN KEY ("input_id") REFERENCES "public"."crm_inputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_forms_to_requests" ADD CONSTRAINT "crm_forms_to_requests_left_fk" FOREIGN KEY ("form_id") REFERENCES "public"."crm_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_forms_to_requests" ADD CONSTRAINT "crm_forms_to_requests_right_fk" FOREIGN KEY ("request_id") REFERENCES "public"."crm_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_widgets_to_forms" ADD CONSTRAINT "crm_widgets_to_forms_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."crm_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_widgets_to_forms" ADD CONSTRAINT "crm_widgets_to_forms_right_fk" FOREIGN KEY ("form_id") REFERENCES "public"."crm_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_attribute_keys_to_attributes" ADD CONSTRAINT "ecommerce_attribute_keys_to_attributes_left_fk" FOREIGN KEY ("attribute_key_id") REFERENCES "public"."ecommerce_attribute_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_attribute_keys_to_attributes" ADD CONSTRAINT "ecommerce_attribute_keys_to_attributes_right_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ecommerce_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_attributes_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_attributes_to_billing_module_currencies_left_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ecommerce_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_attributes_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_attributes_to_billing_module_currencies_right_fk" FOREIGN KEY ("billing_module_currency_id") REFERENCES "public"."billing_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_categories_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_categories_to_file_storage_module_files_left_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ecommerce_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_categories_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_categories_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_categories_to_products" ADD CONSTRAINT "ecommerce_categories_to_products_left_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ecommerce_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_categories_to_products" ADD CONSTRAINT "ecommerce_categories_to_products_right_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_orders_to_billing_module_currencies_left_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_orders_to_billing_module_currencies_right_fk" FOREIGN KEY ("billing_module_currency_id") REFERENCES "public"."billing_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_billing_module_payment_intents" ADD CONSTRAINT "ecommerce_orders_to_billing_module_payment_intents_left_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_billing_module_payment_intents" ADD CONSTRAINT "ecommerce_orders_to_billing_module_payment_intents_right_fk" FOREIGN KEY ("billing_module_payment_intent_id") REFERENCES "public"."billing_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_orders_to_file_storage_module_files_left_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_orders_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_products" ADD CONSTRAINT "ecommerce_orders_to_products_left_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_orders_to_products" ADD CONSTRAINT "ecommerce_orders_to_products_right_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_products_to_attributes" ADD CONSTRAINT "ecommerce_products_to_attributes_left_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_products_to_attributes" ADD CONSTRAINT "ecommerce_products_to_attributes_right_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ecommerce_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_products_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_products_to_file_storage_module_files_left_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_products_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_products_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_attributes_left_fk" FOREIGN KEY ("store_id") REFERENCES "public"."ecommerce_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_attributes_right_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ecommerce_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_stores_to_file_storage_module_files_left_fk" FOREIGN KEY ("store_id") REFERENCES "public"."ecommerce_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_stores_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_products" ADD CONSTRAINT "ecommerce_stores_to_products_left_fk" FOREIGN KEY ("store_id") REFERENCES "public"."ecommerce_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_products" ADD CONSTRAINT "ecommerce_stores_to_products_right_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_products_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_products_to_attributes_left_fk" FOREIGN KEY ("stores_to_products_id") REFERENCES "public"."ecommerce_stores_to_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_stores_to_products_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_products_to_attributes_right_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ecommerce_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_categories" ADD CONSTRAINT "ecommerce_widgets_to_categories_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."ecommerce_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_categories" ADD CONSTRAINT "ecommerce_widgets_to_categories_right_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ecommerce_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_products" ADD CONSTRAINT "ecommerce_widgets_to_products_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."ecommerce_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_products" ADD CONSTRAINT "ecommerce_widgets_to_products_right_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_stores" ADD CONSTRAINT "ecommerce_widgets_to_stores_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."ecommerce_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_stores" ADD CONSTRAINT "ecommerce_widgets_to_stores_right_fk" FOREIGN KEY ("store_id") REFERENCES "public"."ecommerce_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fs_widgets_to_files" ADD CONSTRAINT "fs_widgets_to_files_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."fs_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fs_widgets_to_files" ADD CONSTRAINT "fs_widgets_to_files_right_fk" FOREIGN KEY ("file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_layouts_to_widgets" ADD CONSTRAINT "host_layouts_to_widgets_left_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."host_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_layouts_to_widgets" ADD CONSTRAINT "host_layouts_to_widgets_right_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."host_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pages_to_layouts" ADD CONSTRAINT "host_pages_to_layouts_left_fk" FOREIGN KEY ("page_id") REFERENCES "public"."host_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pages_to_layouts" ADD CONSTRAINT "host_pages_to_layouts_right_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."host_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pages_to_metadata" ADD CONSTRAINT "host_pages_to_metadata_left_fk" FOREIGN KEY ("page_id") REFERENCES "public"."host_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pages_to_metadata" ADD CONSTRAINT "host_pages_to_metadata_right_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."host_metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pages_to_widgets" ADD CONSTRAINT "host_pages_to_widgets_left_fk" FOREIGN KEY ("page_id") REFERENCES "public"."host_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pages_to_widgets" ADD CONSTRAINT "host_pages_to_widgets_right_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."host_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_widgets_to_external_widgets" ADD CONSTRAINT "host_widgets_to_external_widgets_widget_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."host_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_roles_to_ecommerce_module_products" ADD CONSTRAINT "rbac_roles_to_ecommerce_module_products_left_fk" FOREIGN KEY ("role_id") REFERENCES "public"."rbac_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_roles_to_ecommerce_module_products" ADD CONSTRAINT "rbac_roles_to_ecommerce_module_products_right_fk" FOREIGN KEY ("ecommerce_module_product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_roles_to_permissions" ADD CONSTRAINT "rbac_roles_to_permissions_left_fk" FOREIGN KEY ("role_id") REFERENCES "public"."rbac_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_roles_to_permissions" ADD CONSTRAINT "rbac_roles_to_permissions_right_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."rbac_permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_billing_module_payment_intents" ADD CONSTRAINT "rbac_subjects_to_billing_module_payment_intents_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_billing_module_payment_intents" ADD CONSTRAINT "rbac_subjects_to_billing_module_payment_intents_right_fk" FOREIGN KEY ("billing_module_payment_intent_id") REFERENCES "public"."billing_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_ecommerce_module_orders" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_orders_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_ecommerce_module_orders" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_orders_right_fk" FOREIGN KEY ("ecommerce_module_order_id") REFERENCES "public"."ecommerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_ecommerce_module_products" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_products_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_ecommerce_module_products" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_products_right_fk" FOREIGN KEY ("ecommerce_module_product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_identities" ADD CONSTRAINT "rbac_subjects_to_identities_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_identities" ADD CONSTRAINT "rbac_subjects_to_identities_right_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."rbac_identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_notification_module_topics" ADD CONSTRAINT "rbac_subjects_to_notification_module_topics_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_notification_module_topics" ADD CONSTRAINT "rbac_subjects_to_notification_module_topics_right_fk" FOREIGN KEY ("notification_module_topic_id") REFERENCES "public"."notification_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_roles" ADD CONSTRAINT "rbac_subjects_to_roles_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_roles" ADD CONSTRAINT "rbac_subjects_to_roles_right_fk" FOREIGN KEY ("role_id") REFERENCES "public"."rbac_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_social_module_profiles" ADD CONSTRAINT "rbac_subjects_to_social_module_profiles_left_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_social_module_profiles" ADD CONSTRAINT "rbac_subjects_to_social_module_profiles_right_fk" FOREIGN KEY ("social_module_profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_chats_to_messages" ADD CONSTRAINT "social_chats_to_messages_left_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."social_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_chats_to_messages" ADD CONSTRAINT "social_chats_to_messages_right_fk" FOREIGN KEY ("message_id") REFERENCES "public"."social_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_chats" ADD CONSTRAINT "social_profiles_to_chats_left_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_chats" ADD CONSTRAINT "social_profiles_to_chats_right_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."social_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_ecommerce_module_products" ADD CONSTRAINT "social_profiles_to_ecommerce_module_products_left_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_ecommerce_module_products" ADD CONSTRAINT "social_profiles_to_ecommerce_module_products_right_fk" FOREIGN KEY ("ecommerce_module_product_id") REFERENCES "public"."ecommerce_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_file_storage_module_files" ADD CONSTRAINT "social_profiles_to_file_storage_module_files_left_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_file_storage_module_files" ADD CONSTRAINT "social_profiles_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_messages" ADD CONSTRAINT "social_profiles_to_messages_left_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_messages" ADD CONSTRAINT "social_profiles_to_messages_right_fk" FOREIGN KEY ("message_id") REFERENCES "public"."social_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_website_builder_module_widgets" ADD CONSTRAINT "social_profiles_to_website_builder_module_widgets_left_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles_to_website_builder_module_widgets" ADD CONSTRAINT "social_profiles_to_website_builder_module_widgets_right_fk" FOREIGN KEY ("website_builder_module_widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_widgets_to_profiles" ADD CONSTRAINT "social_widgets_to_profiles_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."social_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_widgets_to_profiles" ADD CONSTRAINT "social_widgets_to_profiles_right_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_widgets_to_categories" ADD CONSTRAINT "startup_widgets_to_categories_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."startup_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_widgets_to_categories" ADD CONSTRAINT "startup_widgets_to_categories_right_fk" FOREIGN KEY ("category_id") REFERENCES "public"."startup_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_buttons_arrays_to_buttons" ADD CONSTRAINT "wb_buttons_arrays_to_buttons_left_fk" FOREIGN KEY ("buttons_array_id") REFERENCES "public"."wb_buttons_arrays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_buttons_arrays_to_buttons" ADD CONSTRAINT "wb_buttons_arrays_to_buttons_right_fk" FOREIGN KEY ("button_id") REFERENCES "public"."wb_buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_buttons_to_file_storage_module_files" ADD CONSTRAINT "wb_buttons_to_file_storage_module_files_left_fk" FOREIGN KEY ("button_id") REFERENCES "public"."wb_buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_buttons_to_file_storage_module_files" ADD CONSTRAINT "wb_buttons_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_categories_to_file_storage_module_files" ADD CONSTRAINT "wb_categories_to_file_storage_module_files_left_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_categories_to_file_storage_module_files" ADD CONSTRAINT "wb_categories_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_categories_to_widgets" ADD CONSTRAINT "wb_categories_to_widgets_left_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_categories_to_widgets" ADD CONSTRAINT "wb_categories_to_widgets_right_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_features_to_buttons_arrays" ADD CONSTRAINT "wb_features_to_buttons_arrays_left_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."wb_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_features_to_buttons_arrays" ADD CONSTRAINT "wb_features_to_buttons_arrays_right_fk" FOREIGN KEY ("buttons_array_id") REFERENCES "public"."wb_buttons_arrays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_features_to_file_storage_module_files" ADD CONSTRAINT "wb_features_to_file_storage_module_files_left_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."wb_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_features_to_file_storage_module_files" ADD CONSTRAINT "wb_features_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_logotypes_to_file_storage_module_files" ADD CONSTRAINT "wb_logotypes_to_file_storage_module_files_left_fk" FOREIGN KEY ("logotype_id") REFERENCES "public"."wb_logotypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_logotypes_to_file_storage_module_files" ADD CONSTRAINT "wb_logotypes_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sliders_to_slides" ADD CONSTRAINT "wb_sliders_to_slides_left_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."wb_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sliders_to_slides" ADD CONSTRAINT "wb_sliders_to_slides_right_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."wb_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_slides_to_buttons_arrays" ADD CONSTRAINT "wb_slides_to_buttons_arrays_left_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."wb_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_slides_to_buttons_arrays" ADD CONSTRAINT "wb_slides_to_buttons_arrays_right_fk" FOREIGN KEY ("buttons_array_id") REFERENCES "public"."wb_buttons_arrays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_slides_to_file_storage_module_files" ADD CONSTRAINT "wb_slides_to_file_storage_module_files_left_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."wb_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_slides_to_file_storage_module_files" ADD CONSTRAINT "wb_slides_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_buttons_arrays" ADD CONSTRAINT "wb_widgets_to_buttons_arrays_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_buttons_arrays" ADD CONSTRAINT "wb_widgets_to_buttons_arrays_right_fk" FOREIGN KEY ("buttons_array_id") REFERENCES "public"."wb_buttons_arrays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_categories" ADD CONSTRAINT "wb_widgets_to_categories_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_categories" ADD CONSTRAINT "wb_widgets_to_categories_right_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_features" ADD CONSTRAINT "wb_widgets_to_features_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_features" ADD CONSTRAINT "wb_widgets_to_features_right_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."wb_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_file_storage_module_files" ADD CONSTRAINT "wb_widgets_to_file_storage_module_files_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_file_storage_module_files" ADD CONSTRAINT "wb_widgets_to_file_storage_module_files_right_fk" FOREIGN KEY ("file_storage_module_file_id") REFERENCES "public"."fs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_logotypes" ADD CONSTRAINT "wb_widgets_to_logotypes_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_logotypes" ADD CONSTRAINT "wb_widgets_to_logotypes_right_fk" FOREIGN KEY ("logotype_id") REFERENCES "public"."wb_logotypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_sliders" ADD CONSTRAINT "wb_widgets_to_sliders_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."wb_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_widgets_to_sliders" ADD CONSTRAINT "wb_widgets_to_sliders_right_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."wb_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_payment_intents_to_currencies_left_idx" ON "billing_payment_intents_to_currencies" USING btree ("payment_intent_id","order_index");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_to_currencies_right_idx" ON "billing_payment_intents_to_currencies" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_to_invoices_left_idx" ON "billing_payment_intents_to_invoices" USING btree ("payment_intent_id","order_index");--> statement-breakpoint
CREATE INDEX "billing_payment_intents_to_invoices_right_idx" ON "billing_payment_intents_to_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "blog_articles_to_ecommerce_module_products_left_idx" ON "blog_articles_to_ecommerce_module_products" USING btree ("article_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_articles_to_ecommerce_module_products_right_idx" ON "blog_articles_to_ecommerce_module_products" USING btree ("ecommerce_module_product_id");--> statement-breakpoint
CREATE INDEX "blog_articles_to_file_storage_module_files_left_idx" ON "blog_articles_to_file_storage_module_files" USING btree ("article_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_articles_to_file_storage_module_files_right_idx" ON "blog_articles_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "blog_articles_to_website_builder_module_widgets_left_idx" ON "blog_articles_to_website_builder_module_widgets" USING btree ("article_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_articles_to_website_builder_module_widgets_right_idx" ON "blog_articles_to_website_builder_module_widgets" USING btree ("website_builder_module_widget_id");--> statement-breakpoint
CREATE INDEX "blog_categories_to_articles_left_idx" ON "blog_categories_to_articles" USING btree ("category_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_categories_to_articles_right_idx" ON "blog_categories_to_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "blog_categories_to_file_storage_module_files_left_idx" ON "blog_categories_to_file_storage_module_files" USING btree ("category_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_categories_to_file_storage_module_files_right_idx" ON "blog_categories_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "blog_widgets_to_articles_left_idx" ON "blog_widgets_to_articles" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_widgets_to_articles_right_idx" ON "blog_widgets_to_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "blog_widgets_to_categories_left_idx" ON "blog_widgets_to_categories" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "blog_widgets_to_categories_right_idx" ON "blog_widgets_to_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "crm_forms_to_inputs_left_idx" ON "crm_forms_to_inputs" USING btree ("form_id","order_index");--> statement-breakpoint
CREATE INDEX "crm_forms_to_inputs_right_idx" ON "crm_forms_to_inputs" USING btree ("input_id");--> statement-breakpoint
CREATE INDEX "crm_forms_to_requests_left_idx" ON "crm_forms_to_requests" USING btree ("form_id","order_index");--> statement-breakpoint
CREATE INDEX "crm_forms_to_requests_right_idx" ON "crm_forms_to_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "crm_widgets_to_forms_left_idx" ON "crm_widgets_to_forms" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "crm_widgets_to_forms_right_idx" ON "crm_widgets_to_forms" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_to_attributes_left_idx" ON "ecommerce_attribute_keys_to_attributes" USING btree ("attribute_key_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_attribute_keys_to_attributes_right_idx" ON "ecommerce_attribute_keys_to_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_to_billing_module_currencies_left_idx" ON "ecommerce_attributes_to_billing_module_currencies" USING btree ("attribute_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_attributes_to_billing_module_currencies_right_idx" ON "ecommerce_attributes_to_billing_module_currencies" USING btree ("billing_module_currency_id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_to_file_storage_module_files_left_idx" ON "ecommerce_categories_to_file_storage_module_files" USING btree ("category_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_to_file_storage_module_files_right_idx" ON "ecommerce_categories_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_to_products_left_idx" ON "ecommerce_categories_to_products" USING btree ("category_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_categories_to_products_right_idx" ON "ecommerce_categories_to_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_billing_module_currencies_left_idx" ON "ecommerce_orders_to_billing_module_currencies" USING btree ("order_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_billing_module_currencies_right_idx" ON "ecommerce_orders_to_billing_module_currencies" USING btree ("billing_module_currency_id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_billing_module_payment_intents_left_idx" ON "ecommerce_orders_to_billing_module_payment_intents" USING btree ("order_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_billing_module_payment_intents_right_idx" ON "ecommerce_orders_to_billing_module_payment_intents" USING btree ("billing_module_payment_intent_id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_file_storage_module_files_left_idx" ON "ecommerce_orders_to_file_storage_module_files" USING btree ("order_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_file_storage_module_files_right_idx" ON "ecommerce_orders_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_products_left_idx" ON "ecommerce_orders_to_products" USING btree ("order_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_to_products_right_idx" ON "ecommerce_orders_to_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_to_attributes_left_idx" ON "ecommerce_products_to_attributes" USING btree ("product_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_products_to_attributes_right_idx" ON "ecommerce_products_to_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "ecommerce_products_to_file_storage_module_files_left_idx" ON "ecommerce_products_to_file_storage_module_files" USING btree ("product_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_products_to_file_storage_module_files_right_idx" ON "ecommerce_products_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_attributes_left_idx" ON "ecommerce_stores_to_attributes" USING btree ("store_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_attributes_right_idx" ON "ecommerce_stores_to_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_file_storage_module_files_left_idx" ON "ecommerce_stores_to_file_storage_module_files" USING btree ("store_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_file_storage_module_files_right_idx" ON "ecommerce_stores_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_products_left_idx" ON "ecommerce_stores_to_products" USING btree ("store_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_products_right_idx" ON "ecommerce_stores_to_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_products_to_attributes_left_idx" ON "ecommerce_stores_to_products_to_attributes" USING btree ("stores_to_products_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_stores_to_products_to_attributes_right_idx" ON "ecommerce_stores_to_products_to_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_categories_left_idx" ON "ecommerce_widgets_to_categories" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_categories_right_idx" ON "ecommerce_widgets_to_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_products_left_idx" ON "ecommerce_widgets_to_products" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_products_right_idx" ON "ecommerce_widgets_to_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_stores_left_idx" ON "ecommerce_widgets_to_stores" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_stores_right_idx" ON "ecommerce_widgets_to_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "fs_widgets_to_files_left_idx" ON "fs_widgets_to_files" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "fs_widgets_to_files_right_idx" ON "fs_widgets_to_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "host_layouts_to_widgets_left_idx" ON "host_layouts_to_widgets" USING btree ("layout_id","order_index");--> statement-breakpoint
CREATE INDEX "host_layouts_to_widgets_right_idx" ON "host_layouts_to_widgets" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "host_pages_to_layouts_left_idx" ON "host_pages_to_layouts" USING btree ("page_id","order_index");--> statement-breakpoint
CREATE INDEX "host_pages_to_layouts_right_idx" ON "host_pages_to_layouts" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "host_pages_to_metadata_left_idx" ON "host_pages_to_metadata" USING btree ("page_id","order_index");--> statement-breakpoint
CREATE INDEX "host_pages_to_metadata_right_idx" ON "host_pages_to_metadata" USING btree ("metadata_id");--> statement-breakpoint
CREATE INDEX "host_pages_to_widgets_left_idx" ON "host_pages_to_widgets" USING btree ("page_id","order_index");--> statement-breakpoint
CREATE INDEX "host_pages_to_widgets_right_idx" ON "host_pages_to_widgets" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "host_widgets_to_external_widgets_widget_id_idx" ON "host_widgets_to_external_widgets" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "rbac_roles_to_ecommerce_module_products_left_idx" ON "rbac_roles_to_ecommerce_module_products" USING btree ("role_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_roles_to_ecommerce_module_products_right_idx" ON "rbac_roles_to_ecommerce_module_products" USING btree ("ecommerce_module_product_id");--> statement-breakpoint
CREATE INDEX "rbac_roles_to_permissions_left_idx" ON "rbac_roles_to_permissions" USING btree ("role_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_roles_to_permissions_right_idx" ON "rbac_roles_to_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_billing_module_payment_intents_left_idx" ON "rbac_subjects_to_billing_module_payment_intents" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_billing_module_payment_intents_right_idx" ON "rbac_subjects_to_billing_module_payment_intents" USING btree ("billing_module_payment_intent_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_ecommerce_module_orders_left_idx" ON "rbac_subjects_to_ecommerce_module_orders" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_ecommerce_module_orders_right_idx" ON "rbac_subjects_to_ecommerce_module_orders" USING btree ("ecommerce_module_order_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_ecommerce_module_products_left_idx" ON "rbac_subjects_to_ecommerce_module_products" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_ecommerce_module_products_right_idx" ON "rbac_subjects_to_ecommerce_module_products" USING btree ("ecommerce_module_product_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_identities_left_idx" ON "rbac_subjects_to_identities" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_identities_right_idx" ON "rbac_subjects_to_identities" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_notification_module_topics_left_idx" ON "rbac_subjects_to_notification_module_topics" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_notification_module_topics_right_idx" ON "rbac_subjects_to_notification_module_topics" USING btree ("notification_module_topic_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_roles_left_idx" ON "rbac_subjects_to_roles" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_roles_right_idx" ON "rbac_subjects_to_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_social_module_profiles_left_idx" ON "rbac_subjects_to_social_module_profiles" USING btree ("subject_id","order_index");--> statement-breakpoint
CREATE INDEX "rbac_subjects_to_social_module_profiles_right_idx" ON "rbac_subjects_to_social_module_profiles" USING btree ("social_module_profile_id");--> statement-breakpoint
CREATE INDEX "social_chats_to_messages_left_idx" ON "social_chats_to_messages" USING btree ("chat_id","order_index");--> statement-breakpoint
CREATE INDEX "social_chats_to_messages_right_idx" ON "social_chats_to_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "social_profiles_to_chats_left_idx" ON "social_profiles_to_chats" USING btree ("profile_id","order_index");--> statement-breakpoint
CREATE INDEX "social_profiles_to_chats_right_idx" ON "social_profiles_to_chats" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "social_profiles_to_ecommerce_module_products_left_idx" ON "social_profiles_to_ecommerce_module_products" USING btree ("profile_id","order_index");--> statement-breakpoint
CREATE INDEX "social_profiles_to_ecommerce_module_products_right_idx" ON "social_profiles_to_ecommerce_module_products" USING btree ("ecommerce_module_product_id");--> statement-breakpoint
CREATE INDEX "social_profiles_to_file_storage_module_files_left_idx" ON "social_profiles_to_file_storage_module_files" USING btree ("profile_id","order_index");--> statement-breakpoint
CREATE INDEX "social_profiles_to_file_storage_module_files_right_idx" ON "social_profiles_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "social_profiles_to_messages_left_idx" ON "social_profiles_to_messages" USING btree ("profile_id","order_index");--> statement-breakpoint
CREATE INDEX "social_profiles_to_messages_right_idx" ON "social_profiles_to_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "social_profiles_to_website_builder_module_widgets_left_idx" ON "social_profiles_to_website_builder_module_widgets" USING btree ("profile_id","order_index");--> statement-breakpoint
CREATE INDEX "social_profiles_to_website_builder_module_widgets_right_idx" ON "social_profiles_to_website_builder_module_widgets" USING btree ("website_builder_module_widget_id");--> statement-breakpoint
CREATE INDEX "social_widgets_to_profiles_left_idx" ON "social_widgets_to_profiles" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "social_widgets_to_profiles_right_idx" ON "social_widgets_to_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "startup_widgets_to_categories_left_idx" ON "startup_widgets_to_categories" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "startup_widgets_to_categories_right_idx" ON "startup_widgets_to_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_to_buttons_left_idx" ON "wb_buttons_arrays_to_buttons" USING btree ("buttons_array_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_buttons_arrays_to_buttons_right_idx" ON "wb_buttons_arrays_to_buttons" USING btree ("button_id");--> statement-breakpoint
CREATE INDEX "wb_buttons_to_file_storage_module_files_left_idx" ON "wb_buttons_to_file_storage_module_files" USING btree ("button_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_buttons_to_file_storage_module_files_right_idx" ON "wb_buttons_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "wb_categories_to_file_storage_module_files_left_idx" ON "wb_categories_to_file_storage_module_files" USING btree ("category_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_categories_to_file_storage_module_files_right_idx" ON "wb_categories_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "wb_categories_to_widgets_left_idx" ON "wb_categories_to_widgets" USING btree ("category_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_categories_to_widgets_right_idx" ON "wb_categories_to_widgets" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "wb_features_to_buttons_arrays_left_idx" ON "wb_features_to_buttons_arrays" USING btree ("feature_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_features_to_buttons_arrays_right_idx" ON "wb_features_to_buttons_arrays" USING btree ("buttons_array_id");--> statement-breakpoint
CREATE INDEX "wb_features_to_file_storage_module_files_left_idx" ON "wb_features_to_file_storage_module_files" USING btree ("feature_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_features_to_file_storage_module_files_right_idx" ON "wb_features_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "wb_logotypes_to_file_storage_module_files_left_idx" ON "wb_logotypes_to_file_storage_module_files" USING btree ("logotype_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_logotypes_to_file_storage_module_files_right_idx" ON "wb_logotypes_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "wb_sliders_to_slides_left_idx" ON "wb_sliders_to_slides" USING btree ("slider_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_sliders_to_slides_right_idx" ON "wb_sliders_to_slides" USING btree ("slide_id");--> statement-breakpoint
CREATE INDEX "wb_slides_to_buttons_arrays_left_idx" ON "wb_slides_to_buttons_arrays" USING btree ("slide_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_slides_to_buttons_arrays_right_idx" ON "wb_slides_to_buttons_arrays" USING btree ("buttons_array_id");--> statement-breakpoint
CREATE INDEX "wb_slides_to_file_storage_module_files_left_idx" ON "wb_slides_to_file_storage_module_files" USING btree ("slide_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_slides_to_file_storage_module_files_right_idx" ON "wb_slides_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_buttons_arrays_left_idx" ON "wb_widgets_to_buttons_arrays" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_buttons_arrays_right_idx" ON "wb_widgets_to_buttons_arrays" USING btree ("buttons_array_id");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_categories_left_idx" ON "wb_widgets_to_categories" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_categories_right_idx" ON "wb_widgets_to_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_features_left_idx" ON "wb_widgets_to_features" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_features_right_idx" ON "wb_widgets_to_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_file_storage_module_files_left_idx" ON "wb_widgets_to_file_storage_module_files" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_file_storage_module_files_right_idx" ON "wb_widgets_to_file_storage_module_files" USING btree ("file_storage_module_file_id");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_logotypes_left_idx" ON "wb_widgets_to_logotypes" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_logotypes_right_idx" ON "wb_widgets_to_logotypes" USING btree ("logotype_id");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_sliders_left_idx" ON "wb_widgets_to_sliders" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "wb_widgets_to_sliders_right_idx" ON "wb_widgets_to_sliders" USING btree ("slider_id");