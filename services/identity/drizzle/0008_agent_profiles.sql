CREATE TABLE "identity"."agent_invitations" (
	"shop_id" integer NOT NULL,
	"email" text NOT NULL,
	"typology" text,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_invitations_shop_id_email_pk" PRIMARY KEY("shop_id","email")
);
--> statement-breakpoint
CREATE TABLE "identity"."agent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"regions" text[] DEFAULT '{}' NOT NULL,
	"typologies" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
