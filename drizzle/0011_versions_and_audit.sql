CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"subject_id" uuid,
	"source" text NOT NULL,
	"address" text,
	"entity" text NOT NULL,
	"record_id" uuid,
	"action" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"owned" jsonb,
	"subject_id" uuid,
	"source" text NOT NULL,
	"restored_from" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "core_versions_record_idx" ON "core_versions" USING btree ("entity","record_id","created_at");--> statement-breakpoint
CREATE INDEX "core_versions_created_idx" ON "core_versions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "core_versions_deleted_idx" ON "core_versions" USING btree ("entity","created_at") WHERE action = 'delete';