-- A register filtered by a choice (civil status, work, race) is listed in name order: its index now holds the names in
-- that order, so the page walks it and stops at the page's last match whatever the planner estimates. Under row-level
-- security every estimate of a parish's rows comes out about ten times low (the policy's `paroquia_id = ANY(...)` is
-- counted as a filter of its own, migration 042), and with the old (paroquia_id, civil_status) index a city + civil
-- status page read all 438 matches and sorted them instead of walking the name index: +33% against the same page
-- without it (docs/benchmarks.md). The counts read the same entries as before.
DROP INDEX registers_paroquia_civil_status_idx;
CREATE INDEX registers_paroquia_civil_status_idx ON registers (paroquia_id, civil_status, name_search, id);
DROP INDEX registers_paroquia_work_state_idx;
CREATE INDEX registers_paroquia_work_state_idx ON registers (paroquia_id, work_state, name_search, id);
DROP INDEX registers_paroquia_race_idx;
CREATE INDEX registers_paroquia_race_idx ON registers (paroquia_id, race, name_search, id);
