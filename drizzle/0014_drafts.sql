CREATE TABLE "core_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "core_drafts_record" UNIQUE("entity","record_id")
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "host_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;