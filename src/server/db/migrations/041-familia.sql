-- Families in catechesis (issue 34): role 15 becomes 'Responsável' (a parent or guardian); the economic council,
-- which was 15, is 17 from now on, and so are the accounts that had it.
UPDATE users SET roles = array_replace(roles, 15, 17) WHERE 15 = ANY (roles);

-- A guardian's account linked to a child of the parish's registers (one enrolled in catechesis when linked, by the
-- office or the coordinators). The guardian sees only the children linked here. Deleting the account removes its links;
-- a register cannot be deleted while linked (the registers API keeps students anyway).
CREATE TABLE catechesis_guardians (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  user_id int NOT NULL,
  register_id int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (user_id, register_id),
  FOREIGN KEY (user_id, paroquia_id) REFERENCES users (id, paroquia_id) ON DELETE CASCADE,
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id)
);
CREATE INDEX catechesis_guardians_register_idx ON catechesis_guardians (register_id);

-- A guardian's justification of one absence (a message to the catechist, who sees it on the attendance and decides
-- the mark). One per absence; it goes with the mark's encounter. The sender's account may go, the text stays.
CREATE TABLE catechesis_justifications (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  encontro_id int NOT NULL,
  register_id int NOT NULL,
  user_id int REFERENCES users (id) ON DELETE SET NULL,
  autor_nome text NOT NULL CHECK (length(autor_nome) BETWEEN 1 AND 200),
  texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL,
  UNIQUE (encontro_id, register_id),
  FOREIGN KEY (encontro_id, register_id) REFERENCES catechesis_attendance (encontro_id, register_id) ON DELETE CASCADE
);
CREATE INDEX catechesis_justifications_register_idx ON catechesis_justifications (register_id);

-- What the catechist (or a coordinator) writes to every family of a class: the class's notices on /familia, also
-- sent as a notification and an e-mail (the mail queue) to each linked guardian. They go with the class.
CREATE TABLE catechesis_class_messages (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL,
  turma_id int NOT NULL,
  user_id int REFERENCES users (id) ON DELETE SET NULL,
  autor_nome text NOT NULL CHECK (length(autor_nome) BETWEEN 1 AND 200),
  assunto text NOT NULL CHECK (length(assunto) BETWEEN 1 AND 150),
  texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (turma_id, paroquia_id) REFERENCES catechesis_classes (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX catechesis_class_messages_turma_idx ON catechesis_class_messages (turma_id, created_at DESC);

-- A guardian reading a child's catechesis, and the office linking or unlinking a guardian, go into the access log.
SELECT allow_access_actions(ARRAY['familia_view', 'familia_link']);
