-- Parish fund-raising campaigns and their donations (the dashboard's most-profitable-campaign card).
-- Money is kept in centavos as integers; every row carries paroquia_id so each query is parish-scoped.

CREATE TABLE campaigns (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  name text NOT NULL,
  goal_cents int CHECK (goal_cents IS NULL OR goal_cents >= 0), -- NULL: no goal set
  starts_on date NOT NULL,
  ends_on date, -- NULL: open-ended
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on IS NULL OR ends_on >= starts_on),
  UNIQUE (id, paroquia_id)
);
CREATE INDEX campaigns_paroquia_idx ON campaigns (paroquia_id);

CREATE TABLE campaign_donations (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id int NOT NULL,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  amount_cents int NOT NULL CHECK (amount_cents > 0),
  donor_name text, -- NULL: anonymous offering
  donated_at timestamptz NOT NULL,
  -- A donation always belongs to a campaign of its own parish.
  FOREIGN KEY (campaign_id, paroquia_id) REFERENCES campaigns (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX campaign_donations_paroquia_at_idx ON campaign_donations (paroquia_id, donated_at);
CREATE INDEX campaign_donations_campaign_idx ON campaign_donations (campaign_id);
