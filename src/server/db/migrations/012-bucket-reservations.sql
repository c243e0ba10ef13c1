-- Quota reservations of bucket uploads under way, one row per upload. From here on buckets.tamanho
-- counts stored files only, and a bucket uses tamanho plus its live reservations (expires_at ahead).
-- A counter added to and taken from could not survive a crash (SIGKILL, power loss) between the two;
-- a row can: its upload renews the lease while streaming, a row whose lease ran out no longer counts,
-- and the next start removes the rows (and any file they had just put in place) of processes of that
-- machine that are gone, so nothing waits for the lease. Rows of live processes are never touched.

CREATE TABLE bucket_reservations (
  id text PRIMARY KEY, -- random, made by the upload
  bucket_id int NOT NULL REFERENCES buckets (id) ON DELETE CASCADE,
  owner text NOT NULL, -- '<pid>@<host>' of the process streaming the upload
  bytes bigint NOT NULL CHECK (bytes >= 0),
  stored_name text, -- set just before the file is moved into place, until its bucket_files row exists
  expires_at timestamptz NOT NULL
);
CREATE INDEX bucket_reservations_bucket_idx ON bucket_reservations (bucket_id, expires_at);

-- Before, reservations were added into tamanho, and a crash left them there: recount from the files.
UPDATE buckets b SET tamanho = coalesce((SELECT sum(f.file_size) FROM bucket_files f WHERE f.bucket_id = b.id), 0);
