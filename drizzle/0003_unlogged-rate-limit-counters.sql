-- Rate-limit counters are disposable: skip the write-ahead log for them (faster writes on PGlite
-- and PostgreSQL). After a crash PostgreSQL empties the table, which only resets the limits.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
