-- The parish calendar: recurring celebrations (Masses, confessions...) kept as an RFC 5545 rule and a
-- local time in the parish's zone, their exceptions (one date cancelled or moved), one-off events, and
-- the Mass intentions read at an occurrence of a celebration.

CREATE TABLE celebracoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('missa', 'confissao', 'adoracao', 'novena', 'outro')),
  titulo text,
  ent_id int NOT NULL,
  regra text NOT NULL, -- 'FREQ=WEEKLY;BYDAY=SU': no DTSTART, inicio and hora give it
  hora time NOT NULL, -- wall-clock time in the parish's zone, the same on every date
  duracao_min int NOT NULL DEFAULT 60 CHECK (duracao_min BETWEEN 1 AND 1440),
  inicio date NOT NULL,
  fim date CHECK (fim IS NULL OR fim >= inicio),
  celebrante text,
  publica boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  FOREIGN KEY (ent_id, paroquia_id) REFERENCES communities (ent_id, paroquia_id)
);
CREATE INDEX celebracoes_paroquia_idx ON celebracoes (paroquia_id, ent_id);

-- One date of a celebration cancelled or moved to another time; a new one for the same date replaces it.
CREATE TABLE excecoes (
  celebracao_id int NOT NULL,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  data date NOT NULL,
  acao text NOT NULL CHECK (acao IN ('cancelar', 'mover')),
  nova_hora time,
  motivo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (celebracao_id, data),
  CHECK ((acao = 'mover') = (nova_hora IS NOT NULL)),
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id) ON DELETE CASCADE
);

CREATE TABLE eventos (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  titulo text NOT NULL,
  descricao text,
  ent_id int, -- NULL: the whole parish
  inicio timestamptz NOT NULL,
  fim timestamptz NOT NULL CHECK (fim >= inicio),
  publica boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  FOREIGN KEY (ent_id, paroquia_id) REFERENCES communities (ent_id, paroquia_id)
);
CREATE INDEX eventos_paroquia_inicio_idx ON eventos (paroquia_id, inicio);

-- Mass intentions: read at one occurrence (celebracao_id, data) in `ordem`. Names of the dead and of
-- the living who ask are free text, linked to no register. The offering (espórtula) is also booked in
-- the tithe's books as an anonymous offering (contribution_id).
CREATE TABLE intencoes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  celebracao_id int NOT NULL,
  data date NOT NULL,
  ordem int NOT NULL CHECK (ordem > 0),
  intencao text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('falecido', 'acao_de_gracas', 'saude', 'aniversario', 'outra')),
  solicitante text NOT NULL,
  contato text,
  oferta_centavos int CHECK (oferta_centavos IS NULL OR oferta_centavos BETWEEN 1 AND 100000000),
  contribution_id int,
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  UNIQUE (celebracao_id, data, ordem),
  FOREIGN KEY (celebracao_id, paroquia_id) REFERENCES celebracoes (id, paroquia_id),
  FOREIGN KEY (contribution_id, paroquia_id) REFERENCES contributions (id, paroquia_id)
);
CREATE INDEX intencoes_paroquia_data_idx ON intencoes (paroquia_id, data);
