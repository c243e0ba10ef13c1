-- Requests from the parish's website (issue 34): baptisms (with a preparation course session and a baptism date,
-- each with its places and fee) and certificates asked online. The family follows its request by a secret address
-- whose sha256 alone is kept. A place picked in the form is held 15 minutes (batismo_reservas); an unpaid request
-- past its payment deadline stops holding its place (computed where places are counted, no job).

-- The parish's rules and fees (none: the defaults).
CREATE TABLE solicitacoes_config (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  idade_maxima_anos smallint NOT NULL DEFAULT 7 CHECK (idade_maxima_anos BETWEEN 1 AND 18),
  exige_casamento_padrinhos boolean NOT NULL DEFAULT false,
  prazo_pagamento_dias smallint NOT NULL DEFAULT 3 CHECK (prazo_pagamento_dias BETWEEN 1 AND 30),
  taxa_certidao_centavos int NOT NULL DEFAULT 0 CHECK (taxa_certidao_centavos BETWEEN 0 AND 100000000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A baptism date ('data') or a preparation course session ('curso'): its places and fee.
CREATE TABLE batismo_vagas (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('data', 'curso')),
  data date NOT NULL,
  hora time NOT NULL,
  local text CHECK (length(local) <= 200),
  vagas int NOT NULL CHECK (vagas BETWEEN 1 AND 500),
  taxa_centavos int NOT NULL DEFAULT 0 CHECK (taxa_centavos BETWEEN 0 AND 100000000),
  celebracao_id int,
  created_at timestamptz NOT NULL,
  UNIQUE (id, paroquia_id),
  CHECK (tipo = 'data' OR celebracao_id IS NULL),
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id) ON DELETE SET NULL (celebracao_id)
);
CREATE INDEX batismo_vagas_paroquia_idx ON batismo_vagas (paroquia_id, tipo, data);

-- A place held while the form is filled: a date and/or a course session, until expira_em or until the request uses it.
CREATE TABLE batismo_reservas (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  data_id int,
  curso_id int,
  expira_em timestamptz NOT NULL,
  usada_em timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (data_id IS NOT NULL OR curso_id IS NOT NULL),
  FOREIGN KEY (data_id, paroquia_id) REFERENCES batismo_vagas (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (curso_id, paroquia_id) REFERENCES batismo_vagas (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX batismo_reservas_data_idx ON batismo_reservas (data_id, expira_em) WHERE usada_em IS NULL;
CREATE INDEX batismo_reservas_curso_idx ON batismo_reservas (curso_id, expira_em) WHERE usada_em IS NULL;

-- A request: its kind's state, the form's data as given (dados) with the consent shown, the fee and its payment,
-- and what the office made of it (the baptism entry written, or the entry found and the certificate issued).
CREATE TABLE solicitacoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('batismo', 'certidao')),
  estado text NOT NULL DEFAULT 'novo',
  segredo_hash text NOT NULL UNIQUE CHECK (length(segredo_hash) = 64),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 150), -- the child, or the person of the certificate
  requerente text NOT NULL CHECK (length(requerente) BETWEEN 1 AND 150),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 200),
  telefone text CHECK (length(telefone) <= 20),
  cpfs text[] NOT NULL DEFAULT '{}', -- every CPF the request names (LGPD export and anonymisation find it by them)
  dados jsonb NOT NULL CHECK (jsonb_typeof(dados) = 'object'),
  consentimento text NOT NULL CHECK (length(consentimento) BETWEEN 10 AND 2000),
  data_id int,
  curso_id int,
  valor_centavos int NOT NULL DEFAULT 0 CHECK (valor_centavos BETWEEN 0 AND 100000000),
  prazo_pagamento timestamptz,
  pago_em timestamptz,
  pago_por text CHECK (length(pago_por) <= 150),
  bank_credit_id int UNIQUE REFERENCES bank_credits (id),
  registro_id int,
  certidao_codigo text CHECK (length(certidao_codigo) <= 19),
  certidao_arquivo text,
  transferencia_id int REFERENCES pedidos (id) ON DELETE SET NULL,
  resposta text CHECK (length(resposta) <= 2000),
  anonimizado_em timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, paroquia_id),
  CHECK (
    (tipo = 'batismo' AND estado IN ('novo', 'documentos_pendentes', 'curso', 'agendado', 'batizado', 'cancelado'))
    OR (tipo = 'certidao' AND estado IN ('novo', 'encontrado', 'nao_encontrado', 'emitido', 'entregue', 'cancelado'))
  ),
  CHECK (tipo = 'batismo' OR (data_id IS NULL AND curso_id IS NULL)),
  CHECK ((pago_em IS NULL) = (pago_por IS NULL)),
  CHECK ((certidao_codigo IS NULL) = (certidao_arquivo IS NULL)),
  FOREIGN KEY (data_id, paroquia_id) REFERENCES batismo_vagas (id, paroquia_id),
  FOREIGN KEY (curso_id, paroquia_id) REFERENCES batismo_vagas (id, paroquia_id),
  FOREIGN KEY (registro_id, paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX solicitacoes_paroquia_idx ON solicitacoes (paroquia_id, estado, created_at);
CREATE INDEX solicitacoes_data_idx ON solicitacoes (data_id) WHERE data_id IS NOT NULL;
CREATE INDEX solicitacoes_curso_idx ON solicitacoes (curso_id) WHERE curso_id IS NOT NULL;
CREATE INDEX solicitacoes_email_idx ON solicitacoes (paroquia_id, lower(email));
CREATE INDEX solicitacoes_cpfs_idx ON solicitacoes USING gin (cpfs);

-- The files sent with a request (checked by content: a PDF or a photo), under uploads.
CREATE TABLE solicitacao_arquivos (
  solicitacao_id int NOT NULL REFERENCES solicitacoes (id) ON DELETE CASCADE,
  campo text NOT NULL CHECK (campo IN ('certidao_nascimento', 'documento')),
  arquivo text NOT NULL,
  arquivo_nome text NOT NULL CHECK (length(arquivo_nome) <= 200),
  PRIMARY KEY (solicitacao_id, campo)
);

-- Messages between the office and the family (each of the office's is also e-mailed).
CREATE TABLE solicitacao_mensagens (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  solicitacao_id int NOT NULL REFERENCES solicitacoes (id) ON DELETE CASCADE,
  de text NOT NULL CHECK (de IN ('paroquia', 'familia')),
  texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 2000),
  autor_id int REFERENCES users (id) ON DELETE SET NULL,
  autor_nome text CHECK (length(autor_nome) <= 150),
  created_at timestamptz NOT NULL,
  CHECK ((de = 'paroquia') = (autor_nome IS NOT NULL))
);
CREATE INDEX solicitacao_mensagens_idx ON solicitacao_mensagens (solicitacao_id, created_at);

-- A course session's participant (a parent or godparent of a request), the attendance, and once present the
-- course certificate: its code, valid two years; found by CPF when the person is a godparent again, in any parish.
CREATE TABLE batismo_participantes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  curso_id int NOT NULL,
  solicitacao_id int NOT NULL,
  papel text NOT NULL CHECK (papel IN ('pai', 'mae', 'padrinho', 'madrinha')),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 150),
  cpf text CHECK (cpf ~ '^\d{11}$'),
  presente boolean,
  certificado_codigo text UNIQUE CHECK (length(certificado_codigo) = 19),
  certificado_valido_ate date,
  UNIQUE (solicitacao_id, papel),
  CHECK ((certificado_codigo IS NULL) = (certificado_valido_ate IS NULL)),
  CHECK (certificado_codigo IS NULL OR presente),
  FOREIGN KEY (curso_id, paroquia_id) REFERENCES batismo_vagas (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (solicitacao_id, paroquia_id) REFERENCES solicitacoes (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX batismo_participantes_curso_idx ON batismo_participantes (curso_id);
CREATE INDEX batismo_participantes_cpf_idx ON batismo_participantes (cpf, certificado_valido_ate) WHERE certificado_codigo IS NOT NULL;

-- Reading a request (the family's and the child's data, its files) goes into the access log.
SELECT allow_access_actions(ARRAY['solicitacao_view']);

-- Whether a request still holds its date and course place: paid, free of charge, or inside its payment deadline.
-- The one rule of an unpaid request past its deadline freeing its place, used wherever places are counted.
CREATE FUNCTION solicitacao_segura_vaga(pago_em timestamptz, valor_centavos int, prazo timestamptz, agora timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT pago_em IS NOT NULL OR valor_centavos = 0 OR prazo IS NULL OR prazo > agora $$;

-- The places of a date or course session taken at `agora`: the requests that hold it and the holds still running.
CREATE FUNCTION batismo_ocupadas(vaga int, agora timestamptz) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT (SELECT count(*) FROM solicitacoes s
           WHERE (s.data_id = vaga OR s.curso_id = vaga) AND s.estado <> 'cancelado'
             AND solicitacao_segura_vaga(s.pago_em, s.valor_centavos, s.prazo_pagamento, agora))::int
       + (SELECT count(*) FROM batismo_reservas r
           WHERE (r.data_id = vaga OR r.curso_id = vaga) AND r.usada_em IS NULL AND r.expira_em > agora)::int
$$;
