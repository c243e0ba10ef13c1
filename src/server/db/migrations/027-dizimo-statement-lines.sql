-- The bank statement's lines, identified as the bank writes them, and the tithe's limits in the database.
--
-- A credit was one per FITID and parish, but Banco do Brasil builds FITID from the date and amount (two
-- R$ 50,00 PIX on one day share it) and two accounts can share one: real tithes were dropped. A line is
-- now its account (BANKID, BRANCHID, ACCTID), FITID, date, amount, memo, name and CHECKNUM, and which of
-- the file's identical lines it is, hashed into line_key by the import (bank-import.ts). Lines imported
-- before keep line_key NULL and are still recognised by FITID, date and amount, as the first of their kind.
ALTER TABLE bank_credits DROP CONSTRAINT bank_credits_paroquia_id_fitid_key;
ALTER TABLE bank_credits ADD COLUMN line_key text;
CREATE UNIQUE INDEX bank_credits_line_key_idx ON bank_credits (paroquia_id, line_key) WHERE line_key IS NOT NULL;
CREATE INDEX bank_credits_before_027_idx ON bank_credits (paroquia_id, fitid, received_on, amount_cents) WHERE line_key IS NULL;

-- The treasurer may dismiss a pending credit (a transfer between the parish's own accounts, a line no
-- tither sent): it stays, out of the pending list, with who dismissed it, when and why.
ALTER TABLE bank_credits ADD COLUMN dismissed_at timestamptz;
ALTER TABLE bank_credits ADD COLUMN dismissed_by int REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE bank_credits ADD COLUMN dismissed_reason text;
ALTER TABLE bank_credits ADD CONSTRAINT bank_credits_booked_or_dismissed CHECK (contribution_id IS NULL OR dismissed_at IS NULL);

-- The same limits as the application (shared/money.ts MAX_CENTS, shared/schemas/dizimo.ts CARD_MAX,
-- shared/schemas/date-filter.ts FIRST_DAY). A pending credit above the entry limit could never be booked:
-- it is dismissed, so it no longer waits in the list.
UPDATE bank_credits SET dismissed_at = now(), dismissed_reason = 'Acima do limite por lançamento (R$ 1.000.000,00).'
 WHERE amount_cents > 100000000 AND contribution_id IS NULL;
ALTER TABLE bank_credits ADD CONSTRAINT bank_credits_amount_limit CHECK (amount_cents <= 100000000 OR dismissed_at IS NOT NULL);
ALTER TABLE bank_credits ADD CONSTRAINT bank_credits_received_on_check CHECK (received_on >= DATE '1900-01-01');
ALTER TABLE contributions ADD CONSTRAINT contributions_received_on_check CHECK (received_on >= DATE '1900-01-01' AND competence >= DATE '1900-01-01');
ALTER TABLE tithers ADD CONSTRAINT tithers_card_number_max CHECK (card_number <= 999999);
