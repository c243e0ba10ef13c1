-- Each parish's time zone (IANA): its days, months and years (today's date, the dashboard's months,
-- protocol codes, the access log's days) are counted on its own clock. Brasília time unless set.
ALTER TABLE paroquias ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Sao_Paulo';
