-- Ministry rosters (escalas): ministries with their positions (funções), coordinators and members (registers,
-- each optionally answered for by a user account); what each celebration of the agenda needs of a ministry,
-- with one date's changes; the assignments (designações) of a position's cells at an occurrence; the
-- volunteers' blockouts; declines remembered (a warning); each person's secret calendar feed.
-- Every table carries paroquia_id, and every reference pairs it with the row's id so nothing points across parishes.

CREATE TABLE ministerios (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  visibilidade text NOT NULL DEFAULT 'privada' CHECK (visibilidade IN ('privada', 'primeiro_nome', 'iniciais')),
  menores_ate time, -- minors are not assigned to celebrations starting after this time
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id)
);
CREATE UNIQUE INDEX ministerios_paroquia_nome_key ON ministerios (paroquia_id, lower(nome));

CREATE TABLE ministerio_funcoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  ministerio_id int NOT NULL,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 60),
  ordem int NOT NULL CHECK (ordem BETWEEN 0 AND 29),
  UNIQUE (id, paroquia_id),
  UNIQUE (id, ministerio_id),
  FOREIGN KEY (ministerio_id, paroquia_id) REFERENCES ministerios (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX ministerio_funcoes_ministerio_idx ON ministerio_funcoes (ministerio_id, ordem);

CREATE TABLE ministerio_coordenadores (
  ministerio_id int NOT NULL,
  paroquia_id int NOT NULL,
  user_id int NOT NULL,
  PRIMARY KEY (ministerio_id, user_id),
  FOREIGN KEY (ministerio_id, paroquia_id) REFERENCES ministerios (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (user_id, paroquia_id) REFERENCES users (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX ministerio_coordenadores_user_idx ON ministerio_coordenadores (user_id, paroquia_id);

-- A member: a register, in one ministry once; `funcoes` the positions they can fill (empty: every one).
CREATE TABLE ministerio_membros (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  ministerio_id int NOT NULL,
  register_id int NOT NULL,
  user_id int,
  funcoes int[] NOT NULL DEFAULT '{}' CHECK (cardinality(funcoes) <= 30),
  menor boolean NOT NULL DEFAULT false,
  vezes_por_mes int CHECK (vezes_por_mes BETWEEN 1 AND 31),
  celebracoes_preferidas int[] NOT NULL DEFAULT '{}' CHECK (cardinality(celebracoes_preferidas) <= 50),
  familia text CHECK (length(familia) BETWEEN 1 AND 80),
  familia_modo text CHECK (familia_modo IN ('juntos', 'separados')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  UNIQUE (ministerio_id, register_id),
  UNIQUE (ministerio_id, user_id),
  FOREIGN KEY (ministerio_id, paroquia_id) REFERENCES ministerios (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id),
  FOREIGN KEY (user_id, paroquia_id) REFERENCES users (id, paroquia_id) ON DELETE SET NULL (user_id)
);
CREATE INDEX ministerio_membros_paroquia_register_idx ON ministerio_membros (paroquia_id, register_id);
CREATE INDEX ministerio_membros_user_idx ON ministerio_membros (user_id) WHERE user_id IS NOT NULL;

-- What a celebration (its rule) needs of a ministry on every date.
CREATE TABLE escala_necessidades (
  paroquia_id int NOT NULL,
  ministerio_id int NOT NULL,
  celebracao_id int NOT NULL,
  funcao_id int NOT NULL,
  quantidade int NOT NULL CHECK (quantidade BETWEEN 0 AND 20),
  PRIMARY KEY (ministerio_id, celebracao_id, funcao_id),
  FOREIGN KEY (ministerio_id, paroquia_id) REFERENCES ministerios (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (funcao_id, ministerio_id) REFERENCES ministerio_funcoes (id, ministerio_id) ON DELETE CASCADE
);
CREATE INDEX escala_necessidades_paroquia_idx ON escala_necessidades (paroquia_id, ministerio_id);

-- One date's change: the position's quantity on that date instead of the rule's (0: none that day).
CREATE TABLE escala_necessidades_data (
  paroquia_id int NOT NULL,
  ministerio_id int NOT NULL,
  celebracao_id int NOT NULL,
  data date NOT NULL,
  funcao_id int NOT NULL,
  quantidade int NOT NULL CHECK (quantidade BETWEEN 0 AND 20),
  PRIMARY KEY (ministerio_id, celebracao_id, data, funcao_id),
  FOREIGN KEY (ministerio_id, paroquia_id) REFERENCES ministerios (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (funcao_id, ministerio_id) REFERENCES ministerio_funcoes (id, ministerio_id) ON DELETE CASCADE
);
CREATE INDEX escala_necessidades_data_paroquia_idx ON escala_necessidades_data (paroquia_id, ministerio_id, data);

-- One cell of the grid: a position's `vaga` at an occurrence (celebracao_id, data). register_id and the
-- occurrence's instants are kept with it: conflicts across ministries are one person at overlapping times
-- (refused within a ministry, a warning across ministries: a reader may also bring Communion at that Mass).
CREATE TABLE escala_designacoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  ministerio_id int NOT NULL,
  celebracao_id int NOT NULL,
  data date NOT NULL,
  funcao_id int NOT NULL,
  vaga int NOT NULL CHECK (vaga BETWEEN 1 AND 20),
  membro_id int NOT NULL,
  register_id int NOT NULL,
  inicio timestamptz NOT NULL,
  fim timestamptz NOT NULL CHECK (fim > inicio),
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'aceita', 'recusada', 'substituicao', 'servida', 'faltou')),
  manual boolean NOT NULL DEFAULT false, -- set by the coordinator: the automatic fill keeps it
  publicada boolean NOT NULL DEFAULT false,
  motivo text CHECK (length(motivo) <= 200),
  lembrete_enviado_em timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  UNIQUE (ministerio_id, celebracao_id, data, funcao_id, vaga),
  FOREIGN KEY (ministerio_id, paroquia_id) REFERENCES ministerios (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (funcao_id, ministerio_id) REFERENCES ministerio_funcoes (id, ministerio_id),
  FOREIGN KEY (membro_id, paroquia_id) REFERENCES ministerio_membros (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id)
);
CREATE INDEX escala_designacoes_grid_idx ON escala_designacoes (paroquia_id, ministerio_id, data);
CREATE INDEX escala_designacoes_person_idx ON escala_designacoes (paroquia_id, register_id, inicio);
CREATE INDEX escala_designacoes_membro_idx ON escala_designacoes (membro_id, data);
CREATE INDEX escala_designacoes_lembrete_idx ON escala_designacoes (inicio)
  WHERE publicada AND lembrete_enviado_em IS NULL AND status IN ('pendente', 'aceita');

-- A decline, remembered: choosing the same person for the same celebration again shows a warning.
CREATE TABLE escala_recusas (
  paroquia_id int NOT NULL,
  register_id int NOT NULL,
  celebracao_id int NOT NULL,
  data date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (register_id, celebracao_id, data),
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX escala_recusas_paroquia_idx ON escala_recusas (paroquia_id, register_id);

-- A person's blockouts: a day, a range, or a repetition ('FREQ=MONTHLY;BYDAY=2SU') within [inicio, fim].
CREATE TABLE escala_indisponibilidades (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  register_id int NOT NULL,
  inicio date NOT NULL,
  fim date NOT NULL CHECK (fim >= inicio AND fim - inicio < 731),
  repeticao text CHECK (length(repeticao) <= 100),
  motivo text CHECK (length(motivo) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX escala_indisponibilidades_person_idx ON escala_indisponibilidades (paroquia_id, register_id, fim);

-- Each user's secret calendar address; a new token revokes the old one.
CREATE TABLE escala_feeds (
  user_id int PRIMARY KEY,
  paroquia_id int NOT NULL,
  token text NOT NULL UNIQUE CHECK (length(token) >= 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (user_id, paroquia_id) REFERENCES users (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX escala_feeds_paroquia_idx ON escala_feeds (paroquia_id);

-- A ministry member's record (their positions, preferences, history) is personal data: reading it is
-- logged as 'escala_view'. The allowed actions are read from the constraint as it stands, in either form
-- PostgreSQL prints it (ARRAY['view'::text, ...] after an IN list, '{view,...}'::text[] after 034), and
-- written back as an IN list: the form a later migration reading quoted words (as 034 does) understands.
DO $$
DECLARE
  allowed text[];
BEGIN
  SELECT array_agg(DISTINCT a ORDER BY a) INTO allowed
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') AS m,
         regexp_split_to_table(trim(BOTH '{}' FROM m[1]), ',') AS a
   WHERE c.conrelid = 'register_access_log'::regclass AND c.conname = 'register_access_log_action_check' AND a ~ '^[a-z_]+$';
  IF allowed IS NULL OR NOT 'view' = ANY (allowed) THEN
    RAISE EXCEPTION 'register_access_log_action_check unreadable: %', allowed;
  END IF;
  ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
  EXECUTE format('ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action IN (%s))',
                 (SELECT string_agg(quote_literal(a), ', ' ORDER BY a)
                    FROM unnest(array_append(array_remove(allowed, 'escala_view'), 'escala_view')) AS a));
END $$;
