-- Issue 34, item 4 (decision 0405): the reports read report_daily by index-only scans, which
-- answer from the index only on pages the visibility map marks all-visible. The fold deletes
-- and appends rows every 10 s, and a burst (a restart catching up on expired requests: 170,000
-- dead rows at 100,000 professionals) turned the year's read into a bitmap heap scan of
-- ~2,000 pages (16 ms instead of 2). By default autovacuum comes after 20% of the table is dead
-- or newly inserted; here after 2% (about 3,000 rows at 100,000 professionals), so the map is
-- set again within a minute of a burst. The table is small (a vacuum of it takes milliseconds).
ALTER TABLE "report_daily" SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02
);
