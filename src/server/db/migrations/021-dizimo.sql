-- The tithe (dízimo): tithers, contributions (campaign donations included), receipts, PIX settings.
-- Money is integer centavos. A contribution is never edited or deleted: a reversal (estorno) is a new
-- row with the opposite amount pointing at the one it cancels, so every sum of the books adds up.

-- The member a user is, for 'Meu dízimo' (role 14): their own tither record and contributions. A table
-- of its own, not a users column: registers already point at users, and the backup restores tables in
-- foreign-key order, which a cycle would break.
CREATE TABLE user_registers (
  user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  register_id int NOT NULL REFERENCES registers (id) ON DELETE CASCADE
);

ALTER TABLE campaigns ADD COLUMN description text;
ALTER TABLE campaigns ADD COLUMN public boolean NOT NULL DEFAULT false;

CREATE TABLE tithers (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  register_id int NOT NULL,
  card_number int NOT NULL CHECK (card_number > 0), -- número do carnê, shown as 000123
  joined_on date NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)), -- 1 Ativo, 2 Inativo
  pledge_cents int CHECK (pledge_cents IS NULL OR pledge_cents BETWEEN 1 AND 100000000),
  preferred_method text CHECK (preferred_method IN ('dinheiro', 'pix', 'cartao', 'transferencia', 'boleto')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (paroquia_id, card_number),
  UNIQUE (paroquia_id, register_id),
  UNIQUE (id, paroquia_id),
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id)
);

CREATE TABLE contributions (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  tither_id int, -- NULL: an anonymous offering (or a tither anonymised since)
  amount_cents int NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 100000000),
  received_on date NOT NULL,
  competence date NOT NULL CHECK (extract(day FROM competence) = 1), -- the month it refers to
  method text NOT NULL CHECK (method IN ('dinheiro', 'pix', 'cartao', 'transferencia', 'boleto')),
  campaign_id int,
  note text,
  received_by int REFERENCES users (id) ON DELETE SET NULL,
  received_by_name text, -- kept as it was then: the receipt says who received
  receipt_year int,
  receipt_number int,
  reverses int UNIQUE REFERENCES contributions (id), -- set on the reversal: the entry it cancels
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id),
  UNIQUE (paroquia_id, receipt_year, receipt_number),
  CHECK ((reverses IS NULL) = (amount_cents > 0)),
  CHECK ((reverses IS NULL) = (receipt_number IS NOT NULL)),
  FOREIGN KEY (tither_id, paroquia_id) REFERENCES tithers (id, paroquia_id),
  FOREIGN KEY (campaign_id, paroquia_id) REFERENCES campaigns (id, paroquia_id)
);
CREATE INDEX contributions_paroquia_received_idx ON contributions (paroquia_id, received_on);
CREATE INDEX contributions_tither_idx ON contributions (tither_id, competence) WHERE tither_id IS NOT NULL;
CREATE INDEX contributions_campaign_idx ON contributions (campaign_id) WHERE campaign_id IS NOT NULL;

-- Campaign donations were their own table; they are contributions to a campaign now (anonymous:
-- the old rows named donors by a free text, not by a register).
INSERT INTO contributions (paroquia_id, amount_cents, received_on, competence, method, campaign_id, note, receipt_year, receipt_number, created_at)
SELECT d.paroquia_id, d.amount_cents, (d.donated_at AT TIME ZONE p.time_zone)::date,
       date_trunc('month', d.donated_at AT TIME ZONE p.time_zone)::date, 'dinheiro', d.campaign_id, NULL,
       extract(year FROM d.donated_at AT TIME ZONE p.time_zone)::int,
       row_number() OVER (PARTITION BY d.paroquia_id, extract(year FROM d.donated_at AT TIME ZONE p.time_zone) ORDER BY d.donated_at, d.id)::int,
       d.donated_at
  FROM campaign_donations d JOIN paroquias p ON p.id = d.paroquia_id;
DROP TABLE campaign_donations;

-- The parish's PIX key: its tithe and campaign BR Codes are built from it.
CREATE TABLE parish_pix (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  key_type text NOT NULL CHECK (key_type IN ('cpf', 'cnpj', 'email', 'telefone', 'aleatoria')),
  pix_key text NOT NULL,
  beneficiary text NOT NULL,
  city text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Credits read from the bank's statement (OFX), once each (FITID): matched to a tither by the txid of
-- their BR Code and booked at once, or left pending for the treasurer to assign or book as anonymous.
CREATE TABLE bank_credits (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  fitid text NOT NULL,
  received_on date NOT NULL,
  amount_cents int NOT NULL CHECK (amount_cents > 0),
  description text NOT NULL,
  contribution_id int UNIQUE REFERENCES contributions (id), -- NULL: pending
  imported_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (paroquia_id, fitid)
);

-- A tither's history, receipts, statements and the tithe CSV are personal data: the same access log.
ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action IN (
  'view', 'create', 'update', 'attachment_upload', 'attachment_delete', 'attachment_download',
  'csv_export', 'data_export', 'delete', 'anonymise',
  'tithe_view', 'tithe_receipt', 'tithe_statement', 'tithe_csv'));
