-- The diocese above its parishes (issue 33): its offices (Cúria - Chancelaria 20, Cúria - Economato 21, users of one
-- of its parishes), the parishes' petitions to the chancery with their history, documents and decrees, and the
-- yearly duplicates of the sacramental books sent to the diocesan archive.

CREATE TABLE dioceses (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 200),
  cidade text,
  uf text CHECK (uf IS NULL OR uf ~ '^[A-Z]{2}$'),
  endereco text,
  bispo_nome text,
  -- Who signs the decrees: name and title as printed under the signature line.
  chanceler_nome text,
  chanceler_titulo text NOT NULL DEFAULT 'Chanceler do Arcebispado',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A parish belongs to at most one diocese of the instance (`paroquias.diocese` stays the letterhead's text).
ALTER TABLE paroquias ADD COLUMN diocese_id int REFERENCES dioceses (id) ON DELETE SET NULL;
CREATE INDEX paroquias_diocese_idx ON paroquias (diocese_id) WHERE diocese_id IS NOT NULL;

-- The reason the chancery gave once for this session to read the parishes' books (every read logs it).
ALTER TABLE sessions ADD COLUMN curia_motivo text CHECK (curia_motivo IS NULL OR length(curia_motivo) BETWEEN 3 AND 300);

-- A petition type as one diocese configures it; a diocese without rows uses the portal's defaults (diocese/tipos.ts).
CREATE TABLE peticao_tipos (
  diocese_id int NOT NULL REFERENCES dioceses (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('retificacao', 'dispensa', 'licenca', 'obra', 'alienacao', 'provisao', 'outro')),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  prazo_dias int NOT NULL CHECK (prazo_dias BETWEEN 1 AND 365),
  campos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(campos) = 'array'),
  documentos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(documentos) = 'array'),
  ativo boolean NOT NULL DEFAULT true,
  PRIMARY KEY (diocese_id, tipo)
);

CREATE TABLE peticoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  diocese_id int NOT NULL REFERENCES dioceses (id),
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  protocolo text NOT NULL, -- '2026-000012': the year and the diocese's sequence in it
  tipo text NOT NULL CHECK (tipo IN ('retificacao', 'dispensa', 'licenca', 'obra', 'alienacao', 'provisao', 'outro')),
  assunto text NOT NULL CHECK (length(assunto) BETWEEN 1 AND 200),
  texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 10000),
  campos jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(campos) = 'object'),
  registro_id int, -- a rectification: the parish's sacramental record it names
  processo_id int, -- a dispensation or licence: the marriage file, when there is one
  estado text NOT NULL DEFAULT 'recebido' CHECK (estado IN ('recebido', 'em_analise', 'pendente_paroquia', 'deferido', 'indeferido')),
  prazo date NOT NULL, -- the expected answer date, by the type's time
  criado_por int REFERENCES users (id) ON DELETE SET NULL,
  criado_por_nome text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (diocese_id, protocolo),
  UNIQUE (id, paroquia_id),
  FOREIGN KEY (registro_id, paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX peticoes_paroquia_idx ON peticoes (paroquia_id, criado_em DESC, id DESC);
CREATE INDEX peticoes_diocese_idx ON peticoes (diocese_id, criado_em DESC, id DESC);
CREATE INDEX peticoes_estado_idx ON peticoes (diocese_id, estado, prazo);

-- The decree that ends a petition: its number in the diocese's year, the public verification code, the PDF kept.
CREATE TABLE decretos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  peticao_id int NOT NULL UNIQUE REFERENCES peticoes (id) ON DELETE CASCADE,
  diocese_id int NOT NULL REFERENCES dioceses (id),
  numero text NOT NULL, -- '12/2026'
  codigo text NOT NULL UNIQUE,
  decisao text NOT NULL CHECK (decisao IN ('deferido', 'indeferido')),
  texto text NOT NULL,
  assinante_nome text NOT NULL,
  assinante_titulo text NOT NULL,
  arquivo text NOT NULL,
  emitido_por int REFERENCES users (id) ON DELETE SET NULL,
  emitido_por_nome text NOT NULL,
  emitido_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (diocese_id, numero)
);

-- Every step of a petition, never changed: filed, each answer, each document sent.
CREATE TABLE peticao_eventos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  peticao_id int NOT NULL REFERENCES peticoes (id) ON DELETE CASCADE,
  estado text NOT NULL CHECK (estado IN ('recebido', 'em_analise', 'pendente_paroquia', 'deferido', 'indeferido')),
  texto text,
  lado text NOT NULL CHECK (lado IN ('paroquia', 'curia')),
  autor_id int REFERENCES users (id) ON DELETE SET NULL,
  autor_nome text NOT NULL,
  decreto_id int REFERENCES decretos (id),
  em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX peticao_eventos_peticao_idx ON peticao_eventos (peticao_id, id);

CREATE TABLE peticao_documentos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  peticao_id int NOT NULL REFERENCES peticoes (id) ON DELETE CASCADE,
  chave text, -- the type's document it is (null: another one)
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 200),
  arquivo text NOT NULL,
  mime text NOT NULL CHECK (mime IN ('application/pdf', 'image/jpeg', 'image/png')),
  tamanho int NOT NULL CHECK (tamanho >= 0),
  enviado_por int REFERENCES users (id) ON DELETE SET NULL,
  enviado_por_nome text NOT NULL,
  enviado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX peticao_documentos_peticao_idx ON peticao_documentos (peticao_id, id);

-- The year's entries of one book sent to the diocesan archive: the printed book's PDF and the entries' data.
-- Sending again replaces it (and it waits to be received again).
CREATE TABLE duplicatas (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  ano int NOT NULL CHECK (ano BETWEEN 1900 AND 2100),
  livro text NOT NULL CHECK (livro IN ('batismo', 'crisma', 'matrimonio', 'obito')),
  registros int NOT NULL CHECK (registros >= 0),
  arquivo text NOT NULL,
  dados jsonb NOT NULL CHECK (jsonb_typeof(dados) = 'array'),
  enviada_por int REFERENCES users (id) ON DELETE SET NULL,
  enviada_por_nome text NOT NULL,
  enviada_em timestamptz NOT NULL DEFAULT now(),
  recebida_em timestamptz,
  recebida_por_nome text,
  UNIQUE (paroquia_id, ano, livro),
  CHECK ((recebida_em IS NULL) = (recebida_por_nome IS NULL))
);
CREATE INDEX duplicatas_ano_idx ON duplicatas (ano, paroquia_id);

-- Baptisms across the diocese by date (the name search uses sacramental_records_name_trgm_idx or _name_idx).
CREATE INDEX sacramental_records_kind_data_idx ON sacramental_records (kind, data DESC, id DESC) WHERE annulled_at IS NULL;

-- The chancery's searches over a parish's books and a decree applied to a record go into that parish's log.
SELECT allow_access_actions(ARRAY['diocese_search', 'diocese_decree']);
