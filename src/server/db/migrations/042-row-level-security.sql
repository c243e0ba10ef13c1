-- Row-level security (issue 33): a second wall between parishes, in the database. A request of a signed-in user runs
-- its queries as the role sacra_paroquia with its parish in the setting sacra.paroquia and the parishes it reads in
-- sacra.paroquias (db/postgres.ts, db/scope.ts);
-- on the tables below that role sees and writes its parish's rows only, whatever a query's own filter says. The
-- diocesan offices (roles 20 and 21) also read the parishes of their diocese, and write only the
-- chancery's own tables. Code without a request (migrations, seeds, schedulers) keeps the connecting user, the tables'
-- owner or a superuser, which row-level security does not restrict.
--
-- A new table with a parish column calls sacra_isolar('tabela') (or one of its siblings below) in its migration;
-- src/server/security/row-level-security.test.ts fails on a table with paroquia_id that has no policy.

DO $$
BEGIN
  CREATE ROLE sacra_paroquia NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION
  -- One role per PostgreSQL server, shared by its databases (two migrating at once may race to create it).
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

-- The connecting user becomes the role (SET ROLE) for a request: a superuser may already, anyone else must be a member.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT sacra_paroquia TO %I', current_user);
  END IF;
END $$;

GRANT USAGE ON SCHEMA public TO sacra_paroquia;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO sacra_paroquia;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO sacra_paroquia;
-- Tables and sequences later migrations create (as the same connecting user) get the same grants.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sacra_paroquia;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO sacra_paroquia;

-- The request's parish (null without one: then the role sees nothing).
CREATE FUNCTION sacra_paroquia() RETURNS int LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('sacra.paroquia', true), '')::int
$$;

-- The parishes the request reads: its own, and for the diocesan offices every parish of its diocese, as the connection
-- was given them (db/postgres.ts). A plain expression PostgreSQL inlines: no function call per query.
CREATE FUNCTION sacra_paroquias() RETURNS int[] LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('sacra.paroquias', true), '')::int[]
$$;

-- The policies of one table for the role: `le` what it reads, `escreve` what it inserts, changes and deletes. Writes
-- get their own policies (not FOR ALL), so a SELECT is filtered by `le` alone and keeps its plan.
CREATE FUNCTION sacra_politicas(tabela regclass, le text, escreve text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tabela);
  EXECUTE format('CREATE POLICY paroquia_le ON %s FOR SELECT TO sacra_paroquia USING (%s)', tabela, le);
  EXECUTE format('CREATE POLICY paroquia_insere ON %s FOR INSERT TO sacra_paroquia WITH CHECK (%s)', tabela, escreve);
  EXECUTE format('CREATE POLICY paroquia_altera ON %1$s FOR UPDATE TO sacra_paroquia USING (%2$s) WITH CHECK (%2$s)', tabela, escreve);
  EXECUTE format('CREATE POLICY paroquia_apaga ON %s FOR DELETE TO sacra_paroquia USING (%s)', tabela, escreve);
END $$;

-- A parish's table: read by its parish (and its diocese's offices), written by its parish only. With curia_escreve
-- the diocese's offices also write it (the chancery's petitions, the access log of their reads, their notices).
-- `(SELECT sacra_paroquias())::int[]` is computed once per query, and paroquia_id = ANY (...) still uses the indexes.
CREATE FUNCTION sacra_isolar(tabela regclass, curia_escreve boolean DEFAULT false) RETURNS void LANGUAGE sql AS $$
  SELECT sacra_politicas(tabela, 'paroquia_id = ANY ((SELECT sacra_paroquias())::int[])',
                         CASE WHEN curia_escreve THEN 'paroquia_id = ANY ((SELECT sacra_paroquias())::int[])' ELSE 'paroquia_id = sacra_paroquia()' END)
$$;

-- A table whose rows belong to a row of `mae` (by its id in `coluna`): read with it, written with it. The subquery on
-- `mae` is itself under `mae`'s policies; a write also needs the parent in the request's own parish unless curia_escreve.
CREATE FUNCTION sacra_isolar_filha(tabela regclass, coluna text, mae regclass, curia_escreve boolean DEFAULT false) RETURNS void LANGUAGE sql AS $$
  SELECT sacra_politicas(tabela, format('EXISTS (SELECT 1 FROM %s m WHERE m.id = %I)', mae, coluna),
                         format('EXISTS (SELECT 1 FROM %s m WHERE m.id = %I%s)', mae, coluna, CASE WHEN curia_escreve THEN '' ELSE ' AND m.paroquia_id = sacra_paroquia()' END))
$$;

-- A request from one parish to another: both see and answer it.
CREATE FUNCTION sacra_isolar_entre(tabela regclass) RETURNS void LANGUAGE sql AS $$
  SELECT sacra_politicas(tabela, 'origem_paroquia_id = ANY ((SELECT sacra_paroquias())::int[]) OR destino_paroquia_id = ANY ((SELECT sacra_paroquias())::int[])',
                         'sacra_paroquia() IN (origem_paroquia_id, destino_paroquia_id)')
$$;

-- Every table with a parish column: the chancery's tables (and what its reads and answers write) also by the diocese.
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'paroquia_id' AND NOT a.attisdropped
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY c.relname
  LOOP
    PERFORM sacra_isolar(t, t IN ('peticoes'::regclass, 'duplicatas'::regclass, 'register_access_log'::regclass, 'notifications'::regclass, 'mail_queue'::regclass));
  END LOOP;
END $$;

SELECT sacra_isolar_entre('pedidos');
SELECT sacra_isolar_entre('anotacoes_remotas');

SELECT sacra_isolar_filha('sacramental_notes', 'record_id', 'sacramental_records');
SELECT sacra_isolar_filha('sacramental_record_versions', 'record_id', 'sacramental_records');
SELECT sacra_isolar_filha('bucket_files', 'bucket_id', 'buckets');
SELECT sacra_isolar_filha('bucket_reservations', 'bucket_id', 'buckets');
SELECT sacra_isolar_filha('peticao_eventos', 'peticao_id', 'peticoes', true);
SELECT sacra_isolar_filha('peticao_documentos', 'peticao_id', 'peticoes', true);
SELECT sacra_isolar_filha('decretos', 'peticao_id', 'peticoes', true);
SELECT sacra_isolar_filha('import_lines', 'import_id', 'imports');
SELECT sacra_isolar_filha('import_rows', 'import_id', 'imports');
