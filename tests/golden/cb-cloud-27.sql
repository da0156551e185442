-- cb-cloud-27: template ranked-name
-- bound values: [1, 0, 1, 15, 1, 15, 'Austin', 1, 0, 1]
-- laid out from the executed text with sha256 056a7d2d389ed6f5e3a73f717db8fe5b744fd53c5e29a2885d3f36dd65246495
WITH s0_1_before_top AS (
  SELECT
    people.person_id AS person_id
  FROM people
  WHERE
    (
      SELECT
        COUNT(*) AS count_2
      FROM vehicles
      WHERE
        vehicles.owner_id = people.person_id
    ) >= ?
), s0_1_valued AS MATERIALIZED (
  SELECT
    s0_1_before_top.person_id AS person_id,
    (
      SELECT
        COALESCE(SUM(bank_accounts.balance_cents), ?) AS coalesce_1
      FROM bank_accounts
      WHERE
        bank_accounts.owner_id = s0_1_before_top.person_id
    ) AS v
  FROM s0_1_before_top
), s0_1_top AS (
  SELECT
    s0_1_ranked.person_id AS person_id
  FROM (
    SELECT
      s0_1_valued.person_id AS person_id,
      RANK() OVER (ORDER BY s0_1_valued.v DESC) AS r
    FROM s0_1_valued
    JOIN (
      SELECT
        MAX(s0_1_nth.v) AS v
      FROM (
        SELECT
          s0_1_valued.v AS v
        FROM s0_1_valued
        ORDER BY
          s0_1_valued.v DESC,
          s0_1_valued.person_id
        LIMIT ?
        OFFSET ? - ?
      ) AS s0_1_nth
    ) AS s0_1_cut
      ON s0_1_cut.v IS NULL OR s0_1_valued.v >= s0_1_cut.v
  ) AS s0_1_ranked
  WHERE
    s0_1_ranked.r <= ?
), s0_members AS (
  SELECT
    s0_1_top.person_id AS person_id
  FROM s0_1_top
  WHERE
    s0_1_top.person_id IN (
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
    s0_members.person_id AS person_id
  FROM s0_members
), s0_ranked AS (
  SELECT
    s0_windowed.person_id AS person_id,
    people.full_name AS full_name,
    s0_windowed.rnk AS rnk
  FROM (
    SELECT
      s0_valued.person_id AS person_id,
      ? AS rnk
    FROM s0_valued
  ) AS s0_windowed
  JOIN people
    ON s0_windowed.person_id = people.person_id
), finalists AS (
  SELECT
    ? AS slot,
    s0_ranked.person_id AS person_id,
    s0_ranked.full_name AS full_name,
    s0_ranked.rnk AS rnk
  FROM s0_ranked
  WHERE
    s0_ranked.rnk <= ?
), valued AS MATERIALIZED (
  SELECT
    finalists.slot AS slot,
    finalists.person_id AS person_id,
    finalists.full_name AS full_name,
    finalists.rnk AS rnk,
    CAST(NULL AS INTEGER) AS value
  FROM finalists
)
SELECT
  valued.slot,
  valued.person_id,
  valued.full_name,
  valued.rnk,
  valued.value,
  valued.value AS outcome,
  (
    SELECT
      COUNT(*) AS count_1
    FROM s0_1_top
  ) AS s0_1_top_size
FROM valued
ORDER BY
  valued.slot,
  valued.rnk,
  valued.person_id;
