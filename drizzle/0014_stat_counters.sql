CREATE TABLE "stat_counters" (
	"name" text NOT NULL,
	"value" bigint NOT NULL
);
