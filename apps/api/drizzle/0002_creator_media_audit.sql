CREATE TABLE "creator_blueprints" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_uuid" uuid NOT NULL,
	"scheme_uuid" uuid NOT NULL,
	"placeholder_uuid" uuid,
	"pattern" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_components" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent_uuid" uuid,
	"route_uuid" uuid NOT NULL,
	"scheme_uuid" uuid NOT NULL,
	"placeholder_uuid" uuid,
	"template_uuid" uuid,
	"slot" text DEFAULT 'default' NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_placeholders" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_uuid" uuid NOT NULL,
	"scheme_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_routes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_schemes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_uuid" uuid NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"type" text NOT NULL,
	"is_business" boolean DEFAULT false NOT NULL,
	"shop_id" integer,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_image_src" text,
	"publication" text DEFAULT 'UNPUBLISHED' NOT NULL,
	"publish_start" timestamp with time zone,
	"publish_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"country_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_type" integer,
	"title" text DEFAULT '' NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "media_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_blueprints" ADD CONSTRAINT "creator_blueprints_route_uuid_creator_routes_uuid_fk" FOREIGN KEY ("route_uuid") REFERENCES "public"."creator_routes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_blueprints" ADD CONSTRAINT "creator_blueprints_scheme_uuid_creator_schemes_uuid_fk" FOREIGN KEY ("scheme_uuid") REFERENCES "public"."creator_schemes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_blueprints" ADD CONSTRAINT "creator_blueprints_placeholder_uuid_creator_placeholders_uuid_fk" FOREIGN KEY ("placeholder_uuid") REFERENCES "public"."creator_placeholders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_components" ADD CONSTRAINT "creator_components_parent_uuid_creator_components_uuid_fk" FOREIGN KEY ("parent_uuid") REFERENCES "public"."creator_components"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_components" ADD CONSTRAINT "creator_components_route_uuid_creator_routes_uuid_fk" FOREIGN KEY ("route_uuid") REFERENCES "public"."creator_routes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_components" ADD CONSTRAINT "creator_components_scheme_uuid_creator_schemes_uuid_fk" FOREIGN KEY ("scheme_uuid") REFERENCES "public"."creator_schemes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_components" ADD CONSTRAINT "creator_components_placeholder_uuid_creator_placeholders_uuid_fk" FOREIGN KEY ("placeholder_uuid") REFERENCES "public"."creator_placeholders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_placeholders" ADD CONSTRAINT "creator_placeholders_route_uuid_creator_routes_uuid_fk" FOREIGN KEY ("route_uuid") REFERENCES "public"."creator_routes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_placeholders" ADD CONSTRAINT "creator_placeholders_scheme_uuid_creator_schemes_uuid_fk" FOREIGN KEY ("scheme_uuid") REFERENCES "public"."creator_schemes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_schemes" ADD CONSTRAINT "creator_schemes_route_uuid_creator_routes_uuid_fk" FOREIGN KEY ("route_uuid") REFERENCES "public"."creator_routes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_schemes" ADD CONSTRAINT "creator_schemes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_blueprints_scheme_idx" ON "creator_blueprints" USING btree ("scheme_uuid");--> statement-breakpoint
CREATE INDEX "creator_components_scheme_idx" ON "creator_components" USING btree ("scheme_uuid");--> statement-breakpoint
CREATE INDEX "creator_components_parent_idx" ON "creator_components" USING btree ("parent_uuid");--> statement-breakpoint
CREATE INDEX "creator_components_placeholder_idx" ON "creator_components" USING btree ("placeholder_uuid");--> statement-breakpoint
CREATE INDEX "creator_components_route_idx" ON "creator_components" USING btree ("route_uuid");--> statement-breakpoint
CREATE INDEX "creator_placeholders_scheme_idx" ON "creator_placeholders" USING btree ("scheme_uuid");--> statement-breakpoint
CREATE INDEX "creator_placeholders_route_idx" ON "creator_placeholders" USING btree ("route_uuid");--> statement-breakpoint
CREATE INDEX "creator_routes_type_idx" ON "creator_routes" USING btree ("type");--> statement-breakpoint
CREATE INDEX "creator_schemes_type_path_idx" ON "creator_schemes" USING btree ("type","path");--> statement-breakpoint
CREATE INDEX "creator_schemes_route_idx" ON "creator_schemes" USING btree ("route_uuid");--> statement-breakpoint
CREATE INDEX "media_files_kind_idx" ON "media_files" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");