-- The parish's books of account (livro caixa, issue 31): a chart of accounts, money holders (cash boxes and
-- bank accounts), entries, bank statements reconciled, months closed, the budget and the diocese's share.
-- Money is integer centavos: an entry is at most R$ 10.000.000,00 (fits int), every sum is bigint. An entry
-- is never edited nor deleted: a reversal is a new entry with the opposite amount pointing at the one it
-- cancels, as in the tithe (migration 021).

-- Chapels' own books name their community: the pair is a key so entries and holders stay in their parish.
ALTER TABLE communities ADD CONSTRAINT communities_ent_id_paroquia_key UNIQUE (ent_id, paroquia_id);

-- Two levels: '1.01' (receitas start with 1, despesas with 2) and '1.01.01' under it. `chave` marks the
-- seeded accounts the portal books into by itself.
CREATE TABLE caixa_contas (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  codigo text NOT NULL CHECK (codigo ~ '^[12]\.\d{2}(\.\d{2})?$'),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  tipo text NOT NULL CHECK (tipo IN ('receita', 'despesa')),
  pai_id int,
  chave text CHECK (chave IN ('dizimo', 'coletas', 'esportulas', 'campanhas', 'repasse')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (paroquia_id, codigo),
  UNIQUE (paroquia_id, chave),
  UNIQUE (id, paroquia_id),
  UNIQUE (id, tipo),
  CHECK (left(codigo, 1) = CASE tipo WHEN 'receita' THEN '1' ELSE '2' END),
  CHECK ((pai_id IS NULL) = (length(codigo) = 4)),
  FOREIGN KEY (pai_id, paroquia_id) REFERENCES caixa_contas (id, paroquia_id),
  FOREIGN KEY (pai_id, tipo) REFERENCES caixa_contas (id, tipo)
);
CREATE UNIQUE INDEX caixa_contas_nome_key ON caixa_contas (paroquia_id, lower(nome));

CREATE TABLE caixa_portadores (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('caixa', 'banco')),
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  banco text,
  agencia text,
  conta text,
  comunidade_id int,
  saldo_inicial_centavos bigint NOT NULL DEFAULT 0 CHECK (abs(saldo_inicial_centavos) <= 1000000000),
  saldo_inicial_data date NOT NULL,
  -- Receives the portal's income of its kind: cash to the default cash box, PIX and transfers to the default bank.
  padrao boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  CHECK (tipo = 'caixa' OR (banco IS NOT NULL AND agencia IS NOT NULL AND conta IS NOT NULL)),
  FOREIGN KEY (comunidade_id, paroquia_id) REFERENCES communities (ent_id, paroquia_id)
);
CREATE UNIQUE INDEX caixa_portadores_nome_key ON caixa_portadores (paroquia_id, lower(nome));
CREATE UNIQUE INDEX caixa_portadores_padrao_key ON caixa_portadores (paroquia_id, tipo) WHERE padrao;

-- An entry: income or expense on an account (its type, copied, so the sign can be checked here), or a
-- transfer between two holders (no account: one entry, two sides). `valor_centavos` is signed as the book
-- reads it for portador_id: income +, expense −, a transfer − (it leaves the origin, the destination gets
-- the opposite); a reversal carries the opposite of what it cancels.
CREATE TABLE caixa_lancamentos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  data date NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('receita', 'despesa', 'transferencia')),
  conta_id int,
  portador_id int NOT NULL,
  destino_id int,
  valor_centavos int NOT NULL CHECK (valor_centavos <> 0 AND abs(valor_centavos) <= 1000000000),
  descricao text NOT NULL,
  fornecedor text,
  fornecedor_documento text CHECK (fornecedor_documento ~ '^(\d{11}|\d{14})$'),
  documento_tipo text CHECK (documento_tipo IN ('nota_fiscal', 'nfse', 'cupom_fiscal', 'conta_consumo', 'guia', 'extrato')),
  documento_numero text,
  documento_arquivo text, -- file name under uploads/caixa
  comunidade_id int,
  origem text NOT NULL DEFAULT 'manual' CHECK (origem IN ('manual', 'dizimo', 'campanha', 'esportula', 'conciliacao')),
  -- The contribution (tithe, campaign donation, Mass stipend) it books: once and only once.
  contribution_id int UNIQUE,
  -- On the 'repasse à diocese' account: the closed month the payment is for.
  repasse_mes date CHECK (extract(day FROM repasse_mes) = 1),
  estorno_de int UNIQUE REFERENCES caixa_lancamentos (id),
  motivo text,
  lancado_por int REFERENCES users (id) ON DELETE SET NULL,
  lancado_por_nome text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  CHECK ((tipo = 'transferencia') = (conta_id IS NULL)),
  CHECK ((tipo = 'transferencia') = (destino_id IS NOT NULL)),
  CHECK (destino_id IS DISTINCT FROM portador_id),
  CHECK ((estorno_de IS NULL) = (CASE tipo WHEN 'receita' THEN valor_centavos > 0 ELSE valor_centavos < 0 END)),
  CHECK ((estorno_de IS NULL) = (motivo IS NULL)),
  FOREIGN KEY (conta_id, paroquia_id) REFERENCES caixa_contas (id, paroquia_id),
  FOREIGN KEY (conta_id, tipo) REFERENCES caixa_contas (id, tipo),
  FOREIGN KEY (portador_id, paroquia_id) REFERENCES caixa_portadores (id, paroquia_id),
  FOREIGN KEY (destino_id, paroquia_id) REFERENCES caixa_portadores (id, paroquia_id),
  FOREIGN KEY (comunidade_id, paroquia_id) REFERENCES communities (ent_id, paroquia_id),
  FOREIGN KEY (contribution_id, paroquia_id) REFERENCES contributions (id, paroquia_id)
);
-- The reports read a period's entries from the index alone.
CREATE INDEX caixa_lancamentos_paroquia_data_idx ON caixa_lancamentos (paroquia_id, data) INCLUDE (conta_id, valor_centavos, portador_id, destino_id);
CREATE INDEX caixa_lancamentos_portador_idx ON caixa_lancamentos (portador_id, data) INCLUDE (valor_centavos);
CREATE INDEX caixa_lancamentos_destino_idx ON caixa_lancamentos (destino_id, data) INCLUDE (valor_centavos) WHERE destino_id IS NOT NULL;
CREATE INDEX caixa_lancamentos_conta_idx ON caixa_lancamentos (conta_id, data) INCLUDE (valor_centavos) WHERE conta_id IS NOT NULL;
CREATE INDEX caixa_lancamentos_documento_idx ON caixa_lancamentos (documento_arquivo) WHERE documento_arquivo IS NOT NULL;

-- Append-only in the database too: corrections are reversals.
CREATE FUNCTION caixa_lancamentos_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'caixa_lancamentos is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER caixa_lancamentos_no_update BEFORE UPDATE ON caixa_lancamentos
  FOR EACH ROW EXECUTE FUNCTION caixa_lancamentos_append_only();

-- Closed months: no entry is dated in one. The balances per holder at its end are kept (carried forward).
CREATE TABLE caixa_meses (
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  mes date NOT NULL CHECK (extract(day FROM mes) = 1),
  fechado_em timestamptz NOT NULL,
  fechado_por int REFERENCES users (id) ON DELETE SET NULL,
  fechado_por_nome text,
  PRIMARY KEY (paroquia_id, mes)
);
CREATE TABLE caixa_saldos (
  paroquia_id int NOT NULL,
  mes date NOT NULL,
  portador_id int NOT NULL,
  saldo_centavos bigint NOT NULL,
  PRIMARY KEY (paroquia_id, mes, portador_id),
  FOREIGN KEY (paroquia_id, mes) REFERENCES caixa_meses (paroquia_id, mes) ON DELETE CASCADE,
  FOREIGN KEY (portador_id, paroquia_id) REFERENCES caixa_portadores (id, paroquia_id)
);
-- And each account's total of the month: the year's report reads closed months from here, not from their entries.
CREATE TABLE caixa_totais (
  paroquia_id int NOT NULL,
  mes date NOT NULL,
  conta_id int NOT NULL,
  valor_centavos bigint NOT NULL,
  PRIMARY KEY (paroquia_id, mes, conta_id),
  FOREIGN KEY (paroquia_id, mes) REFERENCES caixa_meses (paroquia_id, mes) ON DELETE CASCADE,
  FOREIGN KEY (conta_id, paroquia_id) REFERENCES caixa_contas (id, paroquia_id)
);
-- Every closing and reopening, who and why: the council's trail.
CREATE TABLE caixa_meses_log (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  mes date NOT NULL,
  acao text NOT NULL CHECK (acao IN ('fechar', 'reabrir')),
  motivo text,
  user_id int REFERENCES users (id) ON DELETE SET NULL,
  user_name text,
  at timestamptz NOT NULL DEFAULT now(),
  CHECK (acao = 'fechar' OR motivo IS NOT NULL)
);
CREATE INDEX caixa_meses_log_paroquia_idx ON caixa_meses_log (paroquia_id, mes);

-- Bank statements uploaded to reconcile a bank account; their lines belong to the account (a line read
-- twice, from two overlapping statements, is one line), each matched to at most one entry.
CREATE TABLE caixa_conciliacoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  portador_id int NOT NULL,
  arquivo text NOT NULL,
  de date,
  ate date,
  saldo_extrato_centavos bigint,
  saldo_extrato_data date,
  recusadas jsonb NOT NULL DEFAULT '[]',
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  FOREIGN KEY (portador_id, paroquia_id) REFERENCES caixa_portadores (id, paroquia_id)
);
CREATE INDEX caixa_conciliacoes_paroquia_idx ON caixa_conciliacoes (paroquia_id, id);
CREATE TABLE caixa_extrato_linhas (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  portador_id int NOT NULL,
  fitid text NOT NULL,
  ocorrencia int NOT NULL DEFAULT 1,
  data date NOT NULL,
  valor_centavos int NOT NULL CHECK (valor_centavos <> 0 AND abs(valor_centavos) <= 1000000000),
  descricao text NOT NULL,
  lancamento_id int UNIQUE,
  UNIQUE (portador_id, fitid, data, valor_centavos, ocorrencia),
  FOREIGN KEY (portador_id, paroquia_id) REFERENCES caixa_portadores (id, paroquia_id),
  FOREIGN KEY (lancamento_id, paroquia_id) REFERENCES caixa_lancamentos (id, paroquia_id)
);
CREATE INDEX caixa_extrato_linhas_portador_idx ON caixa_extrato_linhas (portador_id, data);

-- The year's budget per account.
CREATE TABLE caixa_orcamentos (
  paroquia_id int NOT NULL,
  conta_id int NOT NULL,
  ano int NOT NULL CHECK (ano BETWEEN 1900 AND 2100),
  valor_centavos bigint NOT NULL CHECK (valor_centavos BETWEEN 0 AND 1000000000),
  PRIMARY KEY (conta_id, ano),
  FOREIGN KEY (conta_id, paroquia_id) REFERENCES caixa_contas (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX caixa_orcamentos_paroquia_idx ON caixa_orcamentos (paroquia_id, ano);

-- The diocese's share (c. 1263): the percentage in hundredths (1000 = 10%) and the income accounts it applies to.
CREATE TABLE caixa_repasse (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  percentual_centesimos int NOT NULL CHECK (percentual_centesimos BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE caixa_repasse_contas (
  paroquia_id int NOT NULL,
  conta_id int NOT NULL,
  tipo text NOT NULL DEFAULT 'receita' CHECK (tipo = 'receita'),
  PRIMARY KEY (paroquia_id, conta_id),
  FOREIGN KEY (conta_id, paroquia_id) REFERENCES caixa_contas (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (conta_id, tipo) REFERENCES caixa_contas (id, tipo)
);
