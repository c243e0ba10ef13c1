-- The notices' search reads each title and text folded once, when written, instead of folding every
-- row of the parish on every search (search_fold is a long translate(): most of a search's time).
ALTER TABLE notices
  ADD COLUMN title_search text GENERATED ALWAYS AS (search_fold(title)) STORED,
  ADD COLUMN legend_search text GENERATED ALWAYS AS (search_fold(legend)) STORED;
