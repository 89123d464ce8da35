CREATE TABLE "notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"admin_title" text NOT NULL,
	"key" text DEFAULT 'order-status-changed' NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "notification_templates_u0" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "core_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "core_jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "notification_topics" ADD COLUMN "kind" text DEFAULT 'order-updates' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_topics" ADD COLUMN "blog_category_slug" text;--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_notification_module_topics" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "notification_templates_c_idx" ON "notification_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notification_templates_admin_search" ON "notification_templates" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_templates_by_updated_at" ON "notification_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_templates_by_variant" ON "notification_templates" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "notification_templates_by_admin_title" ON "notification_templates" USING btree ("admin_title","id");--> statement-breakpoint
CREATE INDEX "core_jobs_due_idx" ON "core_jobs" USING btree ("status","run_at") WHERE "core_jobs"."status" in ('pending', 'running');--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_notification_module_topics" ADD CONSTRAINT "rbac_subjects_to_notification_module_topics_u0" UNIQUE("subject_id","notification_module_topic_id");