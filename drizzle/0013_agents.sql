CREATE TABLE "agent_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"admin_title" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"model" text,
	"temperature" double precision,
	"use_site_context" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agent_agents_profileId_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
ALTER TABLE "agent_agents" ADD CONSTRAINT "agent_agents_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_agents_profile_id_idx" ON "agent_agents" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "agent_agents_c_idx" ON "agent_agents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agent_agents_admin_search" ON "agent_agents" USING gin (lower(coalesce("admin_title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_agents_by_updated_at" ON "agent_agents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "agent_agents_by_variant" ON "agent_agents" USING btree ("variant","id");--> statement-breakpoint
CREATE INDEX "agent_agents_by_admin_title" ON "agent_agents" USING btree ("admin_title","id");