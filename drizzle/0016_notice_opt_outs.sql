CREATE TABLE "notification_notice_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"email" text NOT NULL,
	"notice" text DEFAULT 'form-requests' NOT NULL,
	CONSTRAINT "notification_notice_opt_outs_u0" UNIQUE("email","notice")
);
--> statement-breakpoint
CREATE INDEX "notification_notice_opt_outs_c_idx" ON "notification_notice_opt_outs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notification_notice_opt_outs_admin_search" ON "notification_notice_opt_outs" USING gin (lower(coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_notice_opt_outs_by_updated_at" ON "notification_notice_opt_outs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_notice_opt_outs_by_variant" ON "notification_notice_opt_outs" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "notification_notice_opt_outs_by_email" ON "notification_notice_opt_outs" USING btree ("email","id");