-- Catechesis for more than one sacrament (Crisma, 1ª Eucaristia): the Crisma tables become the catechesis
-- tables, each class and catechist saying its sacrament. A person may be a catechist of each sacrament
-- once, and a class's tutor is a catechist of the class's own sacrament.
ALTER TABLE crisma_catechists RENAME TO catechists;
ALTER TABLE crisma_classes RENAME TO catechesis_classes;
ALTER TABLE crismandos RENAME TO catechesis_students;

ALTER TABLE catechists ADD COLUMN sacramento text NOT NULL DEFAULT 'crisma' CHECK (sacramento IN ('crisma', 'eucaristia'));
ALTER TABLE catechists ALTER COLUMN sacramento DROP DEFAULT;
ALTER TABLE catechists DROP CONSTRAINT crisma_catechists_register_id_key;
ALTER TABLE catechists ADD CONSTRAINT catechists_register_sacramento_key UNIQUE (register_id, sacramento);
ALTER TABLE catechists ADD CONSTRAINT catechists_id_paroquia_sacramento_key UNIQUE (id, paroquia_id, sacramento);
CREATE INDEX catechists_paroquia_sacramento_idx ON catechists (paroquia_id, sacramento);

ALTER TABLE catechesis_classes ADD COLUMN sacramento text NOT NULL DEFAULT 'crisma' CHECK (sacramento IN ('crisma', 'eucaristia'));
ALTER TABLE catechesis_classes ALTER COLUMN sacramento DROP DEFAULT;
ALTER TABLE catechesis_classes DROP CONSTRAINT crisma_classes_tutor_paroquia_id_fkey;
ALTER TABLE catechesis_classes ADD CONSTRAINT catechesis_classes_tutor_fkey
  FOREIGN KEY (tutor, paroquia_id, sacramento) REFERENCES catechists (id, paroquia_id, sacramento);
CREATE INDEX catechesis_classes_paroquia_sacramento_idx ON catechesis_classes (paroquia_id, sacramento);

-- Encounters of a class (date and theme) and who was there.
CREATE TABLE catechesis_encounters (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  turma_id int NOT NULL,
  paroquia_id int NOT NULL,
  data date NOT NULL,
  tema text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (turma_id, data),
  FOREIGN KEY (turma_id, paroquia_id) REFERENCES catechesis_classes (id, paroquia_id) ON DELETE CASCADE
);

CREATE TABLE catechesis_attendance (
  encontro_id int NOT NULL REFERENCES catechesis_encounters (id) ON DELETE CASCADE,
  register_id int NOT NULL,
  paroquia_id int NOT NULL,
  status text NOT NULL CHECK (status IN ('presente', 'ausente', 'justificado')),
  PRIMARY KEY (encontro_id, register_id),
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id)
);
CREATE INDEX catechesis_attendance_register_idx ON catechesis_attendance (register_id);
