-- Marriage files (processos de habilitação matrimonial, issue 32): the couple, the parish's document checklist
-- and each spouse's documents, the interview, permissions granted, the banns and their objections, and once
-- celebrated the marriage entry and each spouse's notice (c. 1122). Between parishes of this portal: requests
-- (a certificate, a transfer) and marginal notes sent to another parish's baptism book. Rows of one parish
-- carry paroquia_id; rows that travel carry both origem_paroquia_id and destino_paroquia_id, and each side
-- reads them only through its own column.

-- The parish's checklist of documents asked of each spouse (none: the common one, CHECKLIST_PADRAO).
CREATE TABLE casamento_checklists (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  itens jsonb NOT NULL CHECK (jsonb_typeof(itens) = 'array' AND jsonb_array_length(itens) BETWEEN 1 AND 30),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A file. Each spouse: a register of the parish (register_idN) or typed (nomeN); the rest of their data in conjugeN.
CREATE TABLE casamentos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  estado text NOT NULL DEFAULT 'aberto'
    CHECK (estado IN ('aberto', 'documentacao', 'proclamas', 'habilitado', 'celebrado', 'arquivado', 'cancelado')),
  register_id1 int,
  register_id2 int,
  nome1 text NOT NULL CHECK (length(nome1) BETWEEN 1 AND 150),
  nome2 text NOT NULL CHECK (length(nome2) BETWEEN 1 AND 150),
  conjuge1 jsonb NOT NULL CHECK (jsonb_typeof(conjuge1) = 'object'),
  conjuge2 jsonb NOT NULL CHECK (jsonb_typeof(conjuge2) = 'object'),
  data_prevista date,
  hora_prevista time,
  ent_id int,
  evento_id int, -- the wedding's time held on the agenda (a private event)
  testemunha1 text CHECK (length(testemunha1) <= 150),
  testemunha2 text CHECK (length(testemunha2) <= 150),
  celebrante text CHECK (length(celebrante) <= 150),
  efeito_civil boolean NOT NULL DEFAULT true,
  observacoes text CHECK (length(observacoes) <= 2000),
  motivo_cancelamento text CHECK (length(motivo_cancelamento) <= 500),
  proclamas_domingos date[] NOT NULL DEFAULT '{}' CHECK (cardinality(proclamas_domingos) <= 3),
  proclamas_publicadas_em timestamptz,
  proclamas_paroquias text[] NOT NULL DEFAULT '{}',
  proclamas_avisos int[] NOT NULL DEFAULT '{}', -- the notices that published them (here and there), removed if a spouse is anonymised
  record_id int, -- the marriage entry, once celebrated
  data_celebracao date,
  created_by int,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, paroquia_id),
  CHECK ((estado = 'cancelado') = (motivo_cancelamento IS NOT NULL)),
  CHECK ((data_prevista IS NULL) = (hora_prevista IS NULL)),
  CHECK ((record_id IS NULL) = (data_celebracao IS NULL)),
  FOREIGN KEY (register_id1, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE SET NULL (register_id1),
  FOREIGN KEY (register_id2, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE SET NULL (register_id2),
  FOREIGN KEY (ent_id, paroquia_id) REFERENCES communities (ent_id, paroquia_id),
  FOREIGN KEY (evento_id, paroquia_id) REFERENCES eventos (id, paroquia_id) ON DELETE SET NULL (evento_id),
  FOREIGN KEY (record_id, paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX casamentos_paroquia_idx ON casamentos (paroquia_id, estado, data_prevista);
CREATE INDEX casamentos_register1_idx ON casamentos (paroquia_id, register_id1) WHERE register_id1 IS NOT NULL;
CREATE INDEX casamentos_register2_idx ON casamentos (paroquia_id, register_id2) WHERE register_id2 IS NOT NULL;

-- A document delivered for an item of the checklist: its file (under uploads) and, for a certificate, its code and dates.
CREATE TABLE casamento_documentos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  casamento_id int NOT NULL,
  conjuge smallint NOT NULL CHECK (conjuge IN (1, 2)),
  item text NOT NULL CHECK (length(item) BETWEEN 1 AND 40),
  arquivo text,
  arquivo_nome text CHECK (length(arquivo_nome) <= 200),
  codigo text CHECK (length(codigo) <= 19),
  emitido_em date,
  valido_ate date CHECK (valido_ate >= emitido_em),
  origem text CHECK (length(origem) <= 200),
  observacao text CHECK (length(observacao) <= 500),
  created_by int,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (casamento_id, conjuge, item),
  CHECK (arquivo IS NOT NULL OR codigo IS NOT NULL),
  CHECK ((arquivo IS NULL) = (arquivo_nome IS NULL)),
  FOREIGN KEY (casamento_id, paroquia_id) REFERENCES casamentos (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX casamento_documentos_paroquia_idx ON casamento_documentos (paroquia_id, casamento_id);
CREATE UNIQUE INDEX casamento_documentos_arquivo_key ON casamento_documentos (arquivo) WHERE arquivo IS NOT NULL;

-- The interview (exame dos noivos): each spouse's answers, by question key; read by 1, 111 and whoever recorded it.
CREATE TABLE casamento_entrevistas (
  casamento_id int PRIMARY KEY,
  paroquia_id int NOT NULL,
  data date NOT NULL,
  respostas1 jsonb NOT NULL CHECK (jsonb_typeof(respostas1) = 'object'),
  respostas2 jsonb NOT NULL CHECK (jsonb_typeof(respostas2) = 'object'),
  recorded_by int,
  recorded_by_name text NOT NULL,
  recorded_at timestamptz NOT NULL,
  FOREIGN KEY (casamento_id, paroquia_id) REFERENCES casamentos (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX casamento_entrevistas_paroquia_idx ON casamento_entrevistas (paroquia_id);

-- A dispensation or licence granted by the diocese for an impediment of the file (one per impediment).
CREATE TABLE casamento_permissoes (
  casamento_id int NOT NULL,
  paroquia_id int NOT NULL,
  impedimento text NOT NULL CHECK (impedimento IN ('disparidade_culto', 'religiao_mista', 'vinculo_anterior', 'menor', 'fora_da_paroquia')),
  concedida_por text NOT NULL CHECK (length(concedida_por) BETWEEN 3 AND 200),
  data date NOT NULL,
  protocolo text NOT NULL CHECK (length(protocolo) BETWEEN 1 AND 60),
  arquivo text,
  arquivo_nome text CHECK (length(arquivo_nome) <= 200),
  recorded_by int,
  recorded_by_name text NOT NULL,
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (casamento_id, impedimento),
  CHECK ((arquivo IS NULL) = (arquivo_nome IS NULL)),
  FOREIGN KEY (casamento_id, paroquia_id) REFERENCES casamentos (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX casamento_permissoes_paroquia_idx ON casamento_permissoes (paroquia_id);

-- An objection to the banns; the file is not habilitado while one is unresolved.
CREATE TABLE casamento_objecoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  casamento_id int NOT NULL,
  texto text NOT NULL CHECK (length(texto) BETWEEN 3 AND 2000),
  informante text CHECK (length(informante) <= 150),
  recorded_by_name text NOT NULL,
  recorded_at timestamptz NOT NULL,
  resolucao text CHECK (length(resolucao) <= 2000),
  resolved_at timestamptz,
  CHECK ((resolucao IS NULL) = (resolved_at IS NULL)),
  FOREIGN KEY (casamento_id, paroquia_id) REFERENCES casamentos (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX casamento_objecoes_paroquia_idx ON casamento_objecoes (paroquia_id, casamento_id);

-- A marginal note sent to another parish's baptism book (a marriage, a confirmation, an annulment), pending
-- until that parish's office confirms it onto the entry (registro_id, of the destination) or refuses it.
CREATE TABLE anotacoes_remotas (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origem_paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  destino_paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('matrimonio', 'crisma', 'anulacao')),
  estado text NOT NULL DEFAULT 'pendente' CHECK (estado IN ('pendente', 'confirmada', 'recusada')),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 150),
  pai text CHECK (length(pai) <= 150),
  mae text CHECK (length(mae) <= 150),
  data_batismo date,
  texto text NOT NULL CHECK (length(texto) BETWEEN 3 AND 2000),
  source_record_id int NOT NULL, -- the origin's record that caused it
  registro_id int, -- the destination's baptism entry
  motivo text CHECK (length(motivo) <= 500),
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  answered_by_name text,
  answered_at timestamptz,
  CHECK ((estado = 'pendente') = (answered_at IS NULL)),
  CHECK (estado <> 'confirmada' OR registro_id IS NOT NULL),
  CHECK ((estado = 'recusada') = (motivo IS NOT NULL)),
  FOREIGN KEY (source_record_id, origem_paroquia_id) REFERENCES sacramental_records (id, paroquia_id),
  FOREIGN KEY (registro_id, destino_paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX anotacoes_remotas_destino_idx ON anotacoes_remotas (destino_paroquia_id, estado, created_at);
CREATE INDEX anotacoes_remotas_origem_idx ON anotacoes_remotas (origem_paroquia_id, created_at);

-- How each spouse's baptism parish learns of the marriage: noted here at once, a note sent through the
-- portal (anotacao_id), or a letter (carta) and the day it was sent.
CREATE TABLE casamento_notificacoes (
  casamento_id int NOT NULL,
  paroquia_id int NOT NULL,
  conjuge smallint NOT NULL CHECK (conjuge IN (1, 2)),
  modo text NOT NULL CHECK (modo IN ('anotada', 'portal', 'carta')),
  paroquia text NOT NULL CHECK (length(paroquia) BETWEEN 1 AND 200),
  anotacao_id int REFERENCES anotacoes_remotas (id) ON DELETE SET NULL,
  enviada_em date,
  PRIMARY KEY (casamento_id, conjuge),
  CHECK (anotacao_id IS NULL OR modo = 'portal'),
  CHECK (enviada_em IS NULL OR modo = 'carta'),
  FOREIGN KEY (casamento_id, paroquia_id) REFERENCES casamentos (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX casamento_notificacoes_paroquia_idx ON casamento_notificacoes (paroquia_id);

-- A request to another parish of this portal: a certificate of one of its records, or a transfer. The asking
-- side's file (processo_id, conjuge) is where the certificate lands; the answering side's record is registro_id.
CREATE TABLE pedidos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origem_paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  destino_paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('certidao', 'transferencia')),
  estado text NOT NULL DEFAULT 'pendente' CHECK (estado IN ('pendente', 'atendido', 'recusado')),
  sacramento text NOT NULL CHECK (sacramento IN ('batismo', 'crisma', 'matrimonio')),
  nome text NOT NULL CHECK (length(nome) BETWEEN 3 AND 150),
  data date,
  livro int CHECK (livro BETWEEN 1 AND 99999),
  folha int CHECK (folha BETWEEN 1 AND 99999),
  termo int CHECK (termo BETWEEN 1 AND 99999),
  pai text CHECK (length(pai) <= 150),
  mae text CHECK (length(mae) <= 150),
  finalidade text CHECK (length(finalidade) <= 200),
  mensagem text CHECK (length(mensagem) <= 2000),
  processo_id int,
  conjuge smallint CHECK (conjuge IN (1, 2)),
  registro_id int,
  certidao_codigo text CHECK (length(certidao_codigo) <= 19),
  resposta text CHECK (length(resposta) <= 2000),
  created_by int,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  answered_by_name text,
  answered_at timestamptz,
  CHECK (origem_paroquia_id <> destino_paroquia_id),
  CHECK ((estado = 'pendente') = (answered_at IS NULL)),
  FOREIGN KEY (processo_id, origem_paroquia_id) REFERENCES casamentos (id, paroquia_id) ON DELETE SET NULL (processo_id),
  FOREIGN KEY (registro_id, destino_paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX pedidos_destino_idx ON pedidos (destino_paroquia_id, estado, created_at);
CREATE INDEX pedidos_origem_idx ON pedidos (origem_paroquia_id, estado, created_at);

-- Adds actions to the access log's allowed ones as they stand (read from its CHECK, as 035 does), so that an action
-- another module added meanwhile is kept. Each module that logs a new kind of read calls it from its migration.
CREATE FUNCTION allow_access_actions(extra text[]) RETURNS void LANGUAGE plpgsql AS $$
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
                 (SELECT string_agg(DISTINCT quote_literal(a), ', ') FROM unnest(allowed || extra) AS a));
END $$;

-- Reading a marriage file (its data, interview or documents) or a request naming a person goes into the access log.
SELECT allow_access_actions(ARRAY['casamento_view']);
