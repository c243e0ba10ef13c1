-- Crisma (Confirmation): the parish's catechists, its classes (turmas) and the people enrolled in each (crismandos).
-- Every row carries paroquia_id; composite keys keep a class's tutor and students in the class's own parish.

-- A person of the registers who teaches Crisma; once per person.
CREATE TABLE crisma_catechists (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  register_id int NOT NULL,
  ent_id int NOT NULL REFERENCES communities (ent_id),
  status int NOT NULL DEFAULT 1 CHECK (status IN (1, 2)), -- 1 Ativo, 2 Inativo
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (register_id),
  UNIQUE (id, paroquia_id),
  -- A person of the parish's own registers; no cascade: the registers API refuses to delete a catechist.
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id)
);
CREATE INDEX crisma_catechists_paroquia_idx ON crisma_catechists (paroquia_id);

CREATE TABLE crisma_classes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  turma text NOT NULL,
  tutor int NOT NULL,
  inicio date NOT NULL,
  termino date NOT NULL,
  status int NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4), -- 1 Não iniciada, 2 Em catequese, 3 Crismada, 4 Cancelada
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (termino >= inicio),
  -- The tutor is a catechist of the same parish; no cascade: a tutoring catechist cannot be deleted.
  FOREIGN KEY (tutor, paroquia_id) REFERENCES crisma_catechists (id, paroquia_id),
  UNIQUE (id, paroquia_id)
);
CREATE INDEX crisma_classes_paroquia_idx ON crisma_classes (paroquia_id);
CREATE INDEX crisma_classes_tutor_idx ON crisma_classes (tutor);

-- A person enrolled in a class. Deleting the class removes its links; the people stay in the registers.
CREATE TABLE crismandos (
  turma_id int NOT NULL,
  paroquia_id int NOT NULL,
  register_id int NOT NULL,
  batizado int NOT NULL DEFAULT 0 CHECK (batizado IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (turma_id, register_id),
  FOREIGN KEY (turma_id, paroquia_id) REFERENCES crisma_classes (id, paroquia_id) ON DELETE CASCADE,
  -- Students come from the parish's own registers; no cascade: the registers API refuses to delete them.
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id)
);
CREATE INDEX crismandos_register_idx ON crismandos (register_id);
