-- json keeps the uploaded text byte for byte (it hashes to putt_log_sha256) and is cheaper to store
-- than jsonb. Rows stored before keep jsonb's output text; the career rebuild re-normalises every
-- log before hashing, so both forms pass its check.
ALTER TABLE "sessions" ALTER COLUMN "putt_log" SET DATA TYPE json;
