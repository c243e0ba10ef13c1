-- A name search in a parish of a million registers (issue 33, bench/registers.bench.ts): the page in name order for
-- 'joao' walked 400,000 entries of the name index before the first João (104 ms; the trigram index finds the matches
-- but not in order). Each register's words (name_search split at its spaces) are kept here in name order, and the
-- parish's vocabulary with how many people each word has: a search without a space finds the vocabulary's words that
-- contain it and reads the first names of each word in order (3 ms for 'joao', registers/repository.ts wordPage).
CREATE TABLE register_words (
  paroquia_id int NOT NULL,
  word text NOT NULL,
  name_search text NOT NULL,
  register_id int NOT NULL,
  PRIMARY KEY (paroquia_id, word, name_search, register_id)
);

CREATE TABLE register_vocab (
  paroquia_id int NOT NULL,
  word text NOT NULL,
  people int NOT NULL,
  PRIMARY KEY (paroquia_id, word)
);

-- The words of a name: its pieces between whitespace, each once (the search's pieces split the same, registers/filters.ts).
CREATE FUNCTION register_name_words(name_search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(name_search, '\s+') AS w WHERE w <> ''
$$;

-- Kept by the registers' own writes, whoever makes them (a parish, an import, an anonymisation), so with the definer's
-- rights, as batismos_busca (045): the register's own policies decided the write. Statement triggers: an import of
-- thousands of registers changes the words once. The changed rows (`changed`: parish, name, id, +1 added or -1 removed)
-- are read from the statement's transition tables, named in the text the EXECUTEs below share.
CREATE FUNCTION register_words_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT paroquia_id, name_search, id, 1 AS sign FROM added'
    WHEN 'DELETE' THEN 'SELECT paroquia_id, name_search, id, -1 AS sign FROM removed'
    ELSE 'SELECT x.* FROM removed o JOIN added n USING (id)
            CROSS JOIN LATERAL (VALUES (o.paroquia_id, o.name_search, o.id, -1), (n.paroquia_id, n.name_search, n.id, 1)) AS x (paroquia_id, name_search, id, sign)
           WHERE (o.paroquia_id, o.name_search) IS DISTINCT FROM (n.paroquia_id, n.name_search)'
  END;
  words text := format('SELECT c.paroquia_id, w.word, c.name_search, c.id, c.sign FROM (%s) AS c
    CROSS JOIN LATERAL register_name_words(c.name_search) AS w (word)', changed);
  counted text := format('SELECT paroquia_id, word, sum(sign)::int AS people FROM (%s) AS x GROUP BY 1, 2 HAVING sum(sign) <> 0', words);
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM register_words;
    DELETE FROM register_vocab;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM register_words r USING (%s) AS x
      WHERE x.sign < 0 AND (r.paroquia_id, r.word, r.name_search, r.register_id) = (x.paroquia_id, x.word, x.name_search, x.id)', words);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO register_words SELECT paroquia_id, word, name_search, id FROM (%s) AS x WHERE sign > 0 ON CONFLICT DO NOTHING', words);
  END IF;
  -- The vocabulary's counts change in word order, so two writers of one parish lock its rows in the same order.
  EXECUTE format('INSERT INTO register_vocab AS v (paroquia_id, word, people) SELECT * FROM (%s) AS x ORDER BY 1, 2
    ON CONFLICT (paroquia_id, word) DO UPDATE SET people = v.people + excluded.people', counted);
  -- A word nobody has any more leaves the vocabulary (LGPD: an erased name leaves no trace here).
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM register_vocab v USING (%s) AS x WHERE x.people < 0 AND (v.paroquia_id, v.word) = (x.paroquia_id, x.word) AND v.people <= 0', counted);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER registers_words_insert AFTER INSERT ON registers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION register_words_apply();
CREATE TRIGGER registers_words_update AFTER UPDATE ON registers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION register_words_apply();
CREATE TRIGGER registers_words_delete AFTER DELETE ON registers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION register_words_apply();
CREATE TRIGGER registers_words_truncate AFTER TRUNCATE ON registers
  FOR EACH STATEMENT EXECUTE FUNCTION register_words_apply();

INSERT INTO register_words SELECT r.paroquia_id, w.word, r.name_search, r.id FROM registers r CROSS JOIN LATERAL register_name_words(r.name_search) AS w (word);
INSERT INTO register_vocab SELECT paroquia_id, word, count(*) FROM register_words GROUP BY 1, 2;

SELECT sacra_isolar('register_words');
SELECT sacra_isolar('register_vocab');
