CREATE TABLE "church_calendar_feasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"admin_title" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rank" text DEFAULT 'other' NOT NULL,
	"julian_month" integer,
	"julian_day" integer,
	"pascha_offset" integer,
	CONSTRAINT "church_calendar_feasts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "church_calendar_widgets" (
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
	CONSTRAINT "church_calendar_widgets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "church_calendar_feasts_c_idx" ON "church_calendar_feasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "church_calendar_widgets_c_idx" ON "church_calendar_widgets" USING btree ("created_at","id");