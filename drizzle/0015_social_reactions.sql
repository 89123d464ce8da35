CREATE TABLE "social_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"class_name" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"profile_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"kind" text DEFAULT 'like' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "social_reactions_u0" UNIQUE("profile_id","message_id","kind")
);
--> statement-breakpoint
ALTER TABLE "social_reactions" ADD CONSTRAINT "social_reactions_left_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reactions" ADD CONSTRAINT "social_reactions_right_fk" FOREIGN KEY ("message_id") REFERENCES "public"."social_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_reactions_left_idx" ON "social_reactions" USING btree ("profile_id","order_index");--> statement-breakpoint
CREATE INDEX "social_reactions_right_idx" ON "social_reactions" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "social_reactions_i0" ON "social_reactions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "social_reactions_c_idx" ON "social_reactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "social_profiles_to_messages_i0" ON "social_profiles_to_messages" USING btree ("updated_at");