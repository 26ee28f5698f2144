-- Farmers registered before ADR 0067 with a declared animal count but no batch showed 0 live
-- animals. Each gets what registration now makes (pens repository `insertDefaultPen`, starting
-- stock): a first batch in their oldest pen with one section of the declared count, named in the
-- farmer's language with the i18n `messages.farmSetup` words (test/declared-stock-backfill.test.ts
-- checks they match). A farmer whose livestock was never given gets `other` (ADR 0072).
-- Farmers with any batch, or none declared, are left alone; running it again adds nothing.
WITH todo AS (
  SELECT u.id, u.language, coalesce(u.primary_livestock, 'other') AS livestock,
    u.total_livestock_count AS declared,
    (SELECT p.id FROM pens p WHERE p.farmer_id = u.id ORDER BY p.created_at, p.id LIMIT 1) AS pen_id
  FROM users u
  WHERE u.role = 'farmer' AND u.total_livestock_count > 0
    AND NOT EXISTS (SELECT 1 FROM batches b WHERE b.farmer_id = u.id)
), made AS (
  INSERT INTO batches (farmer_id, pen_id, name, livestock_type)
  SELECT t.id, t.pen_id,
    CASE t.language
      WHEN 'hausa' THEN 'Dabbobin da aka fara da su'
      WHEN 'yoruba' THEN 'Ẹran tí a fi bẹ̀rẹ̀'
      WHEN 'igbo' THEN 'Anụ e ji malite'
      ELSE 'Animals at sign-up'
    END,
    t.livestock
  FROM todo t
  WHERE t.pen_id IS NOT NULL
  RETURNING id, farmer_id, livestock_type
)
INSERT INTO sections (farmer_id, batch_id, name, livestock_type, initial_count, count)
SELECT m.farmer_id, m.id,
  CASE t.language
    WHEN 'hausa' THEN 'Babban rukuni'
    WHEN 'yoruba' THEN 'Ìpín àkọ́kọ́'
    WHEN 'igbo' THEN 'Otu mbụ'
    ELSE 'Main group'
  END,
  m.livestock_type, t.declared, t.declared
FROM made m JOIN todo t ON t.id = m.farmer_id;
