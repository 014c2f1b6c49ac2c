-- Issue 34, item 4 (decision 0405): the admin reports read report_daily from the index alone.
-- The fold deletes and appends rows every 10 s, so a year of one key's rows lies on ~2,000 heap
-- pages at 100,000 professionals (a bitmap heap scan of 56 ms); with metric and value in the
-- index, an index-only scan reads them in ~3 ms.
CREATE INDEX "report_daily_covering_idx" ON "report_daily" USING btree ("specialty","city","day","metric","value");--> statement-breakpoint
DROP INDEX "report_daily_range_idx";
