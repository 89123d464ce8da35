CREATE TABLE "ecommerce_widgets_to_website_builder_module_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"widget_id" uuid NOT NULL,
	"website_builder_module_button_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_website_builder_module_buttons" ADD CONSTRAINT "ecommerce_widgets_to_website_builder_module_buttons_left_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."ecommerce_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_widgets_to_website_builder_module_buttons" ADD CONSTRAINT "ecommerce_widgets_to_website_builder_module_buttons_right_fk" FOREIGN KEY ("website_builder_module_button_id") REFERENCES "public"."wb_buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_website_builder_module_buttons_left_idx" ON "ecommerce_widgets_to_website_builder_module_buttons" USING btree ("widget_id","order_index");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_website_builder_module_buttons_right_idx" ON "ecommerce_widgets_to_website_builder_module_buttons" USING btree ("website_builder_module_button_id");--> statement-breakpoint
CREATE INDEX "ecommerce_widgets_to_website_builder_module_buttons_c_idx" ON "ecommerce_widgets_to_website_builder_module_buttons" USING btree ("created_at","id");