-- The accounts' search (/usuarios: name, user name and e-mail) compares with one stored text per account, folded once
-- when the account changes, instead of folding the three for every account of the parish at every search (~10 µs an
-- account; docs/benchmarks.md).
ALTER TABLE users ADD COLUMN account_search text GENERATED ALWAYS AS (search_fold(name || ' ' || username || ' ' || coalesce(email, ''))) STORED;
