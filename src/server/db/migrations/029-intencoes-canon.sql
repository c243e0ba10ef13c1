-- Mass intentions under canon law, and Mass stipends kept apart from the tithe (issue 27).

-- The contributions ledger gets an account: the tithe (with its campaigns), or the Mass stipends
-- (espórtulas), which diocesan rules keep apart: the tithe's lists, totals and reports read 'dizimo'
-- only. A stipend is anonymous in the ledger (who asked is on the intention), and a reversal stays in
-- the account of the entry it cancels.
ALTER TABLE contributions ADD COLUMN conta text NOT NULL DEFAULT 'dizimo' CHECK (conta IN ('dizimo', 'esportula'));
ALTER TABLE contributions ADD CONSTRAINT contributions_esportula_anonima CHECK (conta = 'dizimo' OR (tither_id IS NULL AND campaign_id IS NULL));
-- Offerings booked by the intentions so far (and their reversals) move to the stipends' account.
UPDATE contributions SET conta = 'esportula'
 WHERE tither_id IS NULL AND campaign_id IS NULL
   AND (id IN (SELECT contribution_id FROM intencoes WHERE contribution_id IS NOT NULL)
        OR (reverses IS NULL AND note LIKE 'Espórtula de intenção de missa:%'));
UPDATE contributions SET conta = 'esportula' WHERE reverses IN (SELECT id FROM contributions WHERE conta = 'esportula');
ALTER TABLE contributions ADD CONSTRAINT contributions_id_conta_key UNIQUE (id, conta);
ALTER TABLE contributions ADD CONSTRAINT contributions_estorno_mesma_conta FOREIGN KEY (reverses, conta) REFERENCES contributions (id, conta);

-- An intention is individual (one offering, one Mass: c. 948) or collective (several donors' offerings
-- in one Mass, each donor consenting: decree Mos iugiter, 1991). An offering with no contribution yet
-- waits for a treasurer to confirm it; a realistic cap (R$ 1.000,00) for rows written from now on.
ALTER TABLE intencoes
  ADD COLUMN forma text NOT NULL DEFAULT 'individual' CHECK (forma IN ('individual', 'coletiva')),
  ADD COLUMN consentimento boolean NOT NULL DEFAULT false,
  -- Moved from a Mass that was cancelled or ended (c. 949): which one, when, and how the requester is told.
  ADD COLUMN transferida_de text,
  ADD COLUMN transferida_em timestamptz,
  ADD COLUMN aviso text CHECK (aviso IN ('email', 'telefone', 'sem_contato')),
  ADD CONSTRAINT intencoes_coletiva_consentida CHECK (forma = 'individual' OR consentimento);
ALTER TABLE intencoes ADD CONSTRAINT intencoes_oferta_teto CHECK (oferta_centavos IS NULL OR oferta_centavos <= 100000) NOT VALID;
-- The booked offering is always in the stipends' account (a constant column, so a key can say it).
ALTER TABLE intencoes ADD COLUMN oferta_conta text NOT NULL DEFAULT 'esportula' CHECK (oferta_conta = 'esportula');
ALTER TABLE intencoes ADD CONSTRAINT intencoes_oferta_esportula_fkey FOREIGN KEY (contribution_id, oferta_conta) REFERENCES contributions (id, conta);
CREATE INDEX intencoes_oferta_pendente_idx ON intencoes (paroquia_id) WHERE oferta_centavos IS NOT NULL AND contribution_id IS NULL;

-- The calendar feed's SEQUENCE: each change of a celebration or of one of its dates counts one more.
ALTER TABLE celebracoes ADD COLUMN revisao int NOT NULL DEFAULT 0;
ALTER TABLE excecoes ADD COLUMN revisao int NOT NULL DEFAULT 1;
