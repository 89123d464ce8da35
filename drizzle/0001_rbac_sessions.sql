CREATE TABLE "rbac_ethereum_virtual_machine_nonces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "rbac_ethereum_virtual_machine_nonces_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "rbac_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"subject_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"refresh_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "rbac_sessions_refreshHash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
ALTER TABLE "rbac_identities" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rbac_sessions" ADD CONSTRAINT "rbac_sessions_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."rbac_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rbac_sessions_subject_id_idx" ON "rbac_sessions" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "rbac_sessions_i0" ON "rbac_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "rbac_identities_i0" ON "rbac_identities" USING btree ("code");--> statement-breakpoint
ALTER TABLE "rbac_identities" ADD CONSTRAINT "rbac_identities_u0" UNIQUE("provider","email");--> statement-breakpoint
ALTER TABLE "rbac_identities" ADD CONSTRAINT "rbac_identities_u1" UNIQUE("provider","account");--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_identities" ADD CONSTRAINT "rbac_subjects_to_identities_u0" UNIQUE("identity_id");--> statement-breakpoint
ALTER TABLE "rbac_subjects_to_roles" ADD CONSTRAINT "rbac_subjects_to_roles_u0" UNIQUE("subject_id","role_id");