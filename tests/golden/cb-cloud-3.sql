-- cb-cloud-3: template ranked-name
-- bound values: [0, 1, 15, 1, 15, 'Dawn', 1, 0, 1]
-- laid out from the executed text with sha256 6212301c0a63a9337ff2d373ad8f7875cacf6b4bf6b09c36ab134490adfea46f
WITH s0_0_before_top AS (
  SELECT
    people.person_id AS person_id
  FROM people
), s0_0_valued AS MATERIALIZED (
  SELECT
    s0_0_before_top.person_id AS person_id,
    (
      SELECT
        COALESCE(SUM(bank_accounts.balance_cents), ?) AS coalesce_1
      FROM bank_accounts
      WHERE
        bank_accounts.owner_id = s0_0_before_top.person_id
    ) AS v
  FROM s0_0_before_top
), s0_0_top AS (
  SELECT
    s0_0_ranked.person_id AS person_id
  FROM (
    SELECT
      s0_0_valued.person_id AS person_id,
      RANK() OVER (ORDER BY s0_0_valued.v DESC) AS r
    FROM s0_0_valued
    JOIN (
      SELECT
        MAX(s0_0_nth.v) AS v
      FROM (
        SELECT
          s0_0_valued.v AS v
        FROM s0_0_valued
        ORDER BY
          s0_0_valued.v DESC,
          s0_0_valued.person_id
        LIMIT ?
        OFFSET ? - ?
      ) AS s0_0_nth
    ) AS s0_0_cut
      ON s0_0_cut.v IS NULL OR s0_0_valued.v >= s0_0_cut.v
  ) AS s0_0_ranked
  WHERE
    s0_0_ranked.r <= ?
), s0_members AS (
  SELECT
    s0_0_top.person_id AS person_id
  FROM s0_0_top
  WHERE
    s0_0_top.person_id IN (
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
    FROM s0_0_top
  ) AS s0_0_top_size
FROM valued
ORDER BY
  valued.slot,
  valued.rnk,
  valued.person_id;
