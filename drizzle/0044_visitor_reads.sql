-- Visitors' public reads per network and clock minute, shared by every server process on one
-- PostgreSQL database (decision 0411). UNLOGGED: a count written on every visitor's read writes
-- no WAL; a crash empties the table, which forgives at most one minute's count.
CREATE UNLOGGED TABLE "visitor_reads" (
	"network" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "visitor_reads_network_window_start_pk" PRIMARY KEY("network","window_start")
);
