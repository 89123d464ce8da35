CREATE TABLE "analytic_daily_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"kind" text DEFAULT 'checkout' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytic_daily_events_u0" UNIQUE("day","kind","type","currency")
);
--> statement-breakpoint
CREATE TABLE "analytic_daily_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytic_daily_pages_u0" UNIQUE("day","path","referrer_host","language")
);
--> statement-breakpoint
CREATE TABLE "analytic_daily_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytic_daily_visitors_u0" UNIQUE("day","hash")
);
--> statement-breakpoint
CREATE TABLE "analytic_day_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"key" text,
	CONSTRAINT "analytic_day_keys_u0" UNIQUE("day")
);
--> statement-breakpoint
CREATE INDEX "analytic_daily_events_c_idx" ON "analytic_daily_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_events_admin_search" ON "analytic_daily_events" USING gin (lower(coalesce("type", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytic_daily_events_by_updated_at" ON "analytic_daily_events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_events_by_variant" ON "analytic_daily_events" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_events_by_type" ON "analytic_daily_events" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_pages_c_idx" ON "analytic_daily_pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_pages_admin_search" ON "analytic_daily_pages" USING gin (lower(coalesce("path", '') || ' ' || coalesce("referrer_host", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytic_daily_pages_by_updated_at" ON "analytic_daily_pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_pages_by_variant" ON "analytic_daily_pages" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_pages_by_path" ON "analytic_daily_pages" USING btree ("path","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_visitors_c_idx" ON "analytic_daily_visitors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_visitors_by_updated_at" ON "analytic_daily_visitors" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_visitors_by_variant" ON "analytic_daily_visitors" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "analytic_daily_visitors_by_hash" ON "analytic_daily_visitors" USING btree ("hash","id");--> statement-breakpoint
CREATE INDEX "analytic_day_keys_c_idx" ON "analytic_day_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "analytic_day_keys_by_updated_at" ON "analytic_day_keys" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "analytic_day_keys_by_variant" ON "analytic_day_keys" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "analytic_day_keys_by_day" ON "analytic_day_keys" USING btree ("day","id");