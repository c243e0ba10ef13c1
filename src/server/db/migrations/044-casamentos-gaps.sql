-- Issue 32's remaining pieces.

-- A notice may leave the public feed at a set time (it stays in the parish's own list). The banns carry the
-- couple's names: public only while they run, through the end of their last Sunday in the parish's zone, or
-- until the file is cancelled. The banns already published get their end.
ALTER TABLE notices ADD COLUMN public_until timestamptz;
UPDATE notices n
   SET public_until = CASE WHEN b.estado = 'cancelado' THEN least(b.fim AT TIME ZONE p.time_zone, b.updated_at) ELSE b.fim AT TIME ZONE p.time_zone END
  FROM (SELECT a.aviso, x.estado, x.updated_at, ((SELECT max(d) FROM unnest(x.proclamas_domingos) AS d) + 1)::timestamp AS fim
          FROM casamentos x CROSS JOIN unnest(x.proclamas_avisos) AS a (aviso)) b,
       paroquias p
 WHERE n.id = b.aviso AND p.id = n.paroquia_id;

-- The parish's interview questionnaire (none: the common one, ENTREVISTA_PERGUNTAS). An interview keeps the
-- questions as they were asked, so an edited question never rewrites the answers given to the old text; the
-- interviews recorded so far were asked the common questionnaire.
CREATE TABLE casamento_questionarios (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  perguntas jsonb NOT NULL CHECK (jsonb_typeof(perguntas) = 'array' AND jsonb_array_length(perguntas) BETWEEN 1 AND 30),
  updated_at timestamptz NOT NULL
);
ALTER TABLE casamento_entrevistas ADD COLUMN perguntas jsonb;
UPDATE casamento_entrevistas SET perguntas = '[
  {"chave": "liberdade", "texto": "Casa-se por livre vontade, sem pressão de ninguém?"},
  {"chave": "vinculo", "texto": "Tem ou teve algum vínculo matrimonial (religioso ou civil) ou união anterior?"},
  {"chave": "religiao", "texto": "Qual a sua religião? Foi batizado(a)? Onde?"},
  {"chave": "parentesco", "texto": "Há parentesco entre os noivos?"},
  {"chave": "deveres", "texto": "Conhece e aceita os deveres do matrimônio: unidade, indissolubilidade, abertura aos filhos?"},
  {"chave": "observacoes", "texto": "Outras observações do entrevistador"}
]'::jsonb;
ALTER TABLE casamento_entrevistas ALTER COLUMN perguntas SET NOT NULL,
  ADD CONSTRAINT casamento_entrevistas_perguntas_check CHECK (jsonb_typeof(perguntas) = 'array');

-- How a confirmation's baptism parish learns of it (c. 535 §2): noted here at once, a note sent through the portal
-- (anotacao_id), or a letter to a parish outside it, when it was first printed and the day it was sent.
CREATE TABLE crisma_notificacoes (
  record_id int PRIMARY KEY,
  paroquia_id int NOT NULL,
  modo text NOT NULL CHECK (modo IN ('anotada', 'portal', 'carta')),
  paroquia text NOT NULL CHECK (length(paroquia) BETWEEN 1 AND 500),
  anotacao_id int REFERENCES anotacoes_remotas (id) ON DELETE SET NULL,
  impressa_em timestamptz,
  enviada_em date,
  CHECK (anotacao_id IS NULL OR modo = 'portal'),
  CHECK ((enviada_em IS NULL AND impressa_em IS NULL) OR modo = 'carta'),
  FOREIGN KEY (record_id, paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX crisma_notificacoes_paroquia_idx ON crisma_notificacoes (paroquia_id);

-- Under the parishes' row-level security (042), as every table with a parish column.
SELECT sacra_isolar('casamento_questionarios');
SELECT sacra_isolar('crisma_notificacoes');
