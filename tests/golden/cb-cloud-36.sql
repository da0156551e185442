-- cb-cloud-36: template balance-of-picks
-- bound values: ['Lindsey', 0, 1, 1, 1, 0, 1, 0]
-- laid out from the executed text with sha256 2fee42d29c0516f538ad41dddaced81f76d4330f2065a466361e623aacfc114b
WITH s0_members AS (
  SELECT
    people.person_id AS person_id
  FROM people
  WHERE
    people.person_id IN (
      SELECT
        addresses_m.owner_id
      FROM addresses AS addresses_m
      WHERE
        addresses_m.state IN (
          SELECT
            addresses_a.state
          FROM addresses AS addresses_a
          WHERE
            addresses_a.owner_id IN (
              SELECT
                pets.owner_id
              FROM pets
              WHERE
                pets.name = ?
            )
        )
    )
), s0_valued AS MATERIALIZED (
  SELECT
    s0_members.person_id AS person_id,
    (
      SELECT
        COUNT(*) AS count_1
      FROM insurance_policies
      WHERE
        insurance_policies.owner_id = s0_members.person_id
    ) AS k0,
    (
      SELECT
        COALESCE(SUM(bank_accounts.balance_cents), ?) AS coalesce_3
      FROM bank_accounts
      WHERE
        bank_accounts.owner_id = s0_members.person_id
    ) AS k1
  FROM s0_members
), s0_ranked AS (
  SELECT
    s0_windowed.person_id AS person_id,
    people.full_name AS full_name,
    s0_windowed.k0 AS k0,
    s0_windowed.k1 AS k1,
    s0_windowed.rnk AS rnk
  FROM (
    SELECT
      s0_valued.person_id AS person_id,
      s0_valued.k0 AS k0,
      s0_valued.k1 AS k1,
      RANK() OVER (ORDER BY s0_valued.k0 DESC, s0_valued.k1 DESC) AS rnk
    FROM s0_valued
    JOIN (
      SELECT
        MAX(s0_nth.v) AS v
      FROM (
        SELECT
          s0_valued.k0 AS v
        FROM s0_valued
        ORDER BY
          s0_valued.k0 DESC,
          s0_valued.person_id
        LIMIT ?
        OFFSET ? - ?
      ) AS s0_nth
    ) AS s0_cut
      ON s0_cut.v IS NULL OR s0_valued.k0 >= s0_cut.v
  ) AS s0_windowed
  JOIN people
    ON s0_windowed.person_id = people.person_id
), finalists AS (
  SELECT
    ? AS slot,
    s0_ranked.person_id AS person_id,
    s0_ranked.full_name AS full_name,
    s0_ranked.rnk AS rnk,
    s0_ranked.k0 AS k0,
    s0_ranked.k1 AS k1
  FROM s0_ranked
  WHERE
    s0_ranked.rnk <= ?
), valued AS MATERIALIZED (
  SELECT
    finalists.slot AS slot,
    finalists.person_id AS person_id,
    finalists.full_name AS full_name,
    finalists.rnk AS rnk,
    finalists.k0 AS k0,
    finalists.k1 AS k1,
    (
      SELECT
        COALESCE(SUM(bank_accounts.balance_cents), ?) AS coalesce_1
      FROM bank_accounts
      WHERE
        bank_accounts.owner_id = finalists.person_id
    ) AS value
  FROM finalists
)
SELECT
  valued.slot,
  valued.person_id,
  valued.full_name,
  valued.rnk,
  valued.k0,
  valued.k1,
  valued.value,
  SUM(valued.value) OVER () AS outcome
FROM valued
ORDER BY
  valued.slot,
  valued.rnk,
  valued.person_id;
