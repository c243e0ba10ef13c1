-- What a parish's documents (receipts, certificates, printed books) print under its name.
ALTER TABLE paroquias
  ADD COLUMN address text,     -- street, number and neighbourhood, one line
  ADD COLUMN city text,        -- city, used in 'local e data' of documents
  ADD COLUMN state text,       -- UF, two letters
  ADD COLUMN cnpj text,        -- digits only
  ADD COLUMN diocese text;     -- e.g. 'Diocese de Campinas'
