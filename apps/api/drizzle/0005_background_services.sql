CREATE TABLE "background_services" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_outcome" text,
	"last_row_count" integer,
	"last_error" text,
	"last_trigger" text,
	"run_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL
);
