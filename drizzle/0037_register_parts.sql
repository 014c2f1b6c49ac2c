-- Issue 30, item 1 (decision 0386): the parts of every saved register its council's format
-- reads, and its canonical writing. The expressions mirror parseRegister and REGISTER_PATTERNS
-- in src/domain/professional-register.ts (register-parts-migration.test.ts runs one list through
-- both). A register the format cannot read keeps its text and no parts: flagged for the admin.
WITH squeezed AS (
  SELECT user_id, specialties[1] AS specialty,
    btrim(regexp_replace(upper(professional_register), '[[:space:]./_:ºª°–-]+', ' ', 'g')) AS s
  FROM professional_profiles
  WHERE professional_register IS NOT NULL AND register_council IS NULL
), parsed AS (
  SELECT user_id, 'CRP' AS council, lpad(m[1], 2, '0') AS region, m[2] AS number
  FROM squeezed, regexp_match(s, '^(?:CRP ?)?(0?[1-9]|1[0-9]|2[0-4]) ([0-9]{1,6})$') AS m
  WHERE specialty = 'Psicologia' AND m IS NOT NULL
  UNION ALL
  SELECT user_id, 'CRN', (m[1]::int)::text, m[2]
  FROM squeezed, regexp_match(s, '^(?:CRN ?)?(0?[1-9]|1[01]) ([0-9]{1,6})$') AS m
  WHERE specialty = 'Nutrição' AND m IS NOT NULL
  UNION ALL
  SELECT user_id, 'CREFITO', (m[1]::int)::text, m[2] || '-F'
  FROM squeezed, regexp_match(s, '^(?:CREFITO ?)?(0?[1-9]|1[0-9]|20) ([0-9]{1,6}) ?F$') AS m
  WHERE specialty = 'Fisioterapia' AND m IS NOT NULL
  UNION ALL
  SELECT user_id, 'CREF', m[3], lpad(m[1], 6, '0') || '-' || m[2]
  FROM squeezed, regexp_match(s, '^(?:CREF ?)?([0-9]{1,6}) ?([GP]) (AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)$') AS m
  WHERE specialty = 'Personal Trainer' AND m IS NOT NULL
)
UPDATE professional_profiles AS p
SET register_council = parsed.council,
  register_region = parsed.region,
  register_number = parsed.number,
  professional_register = CASE parsed.council
    WHEN 'CRP' THEN 'CRP ' || parsed.region || '/' || parsed.number
    WHEN 'CREF' THEN 'CREF ' || parsed.number || '/' || parsed.region
    ELSE parsed.council || '-' || parsed.region || ' ' || parsed.number
  END
FROM parsed
WHERE p.user_id = parsed.user_id;
