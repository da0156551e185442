-- cb-cloud-19: template ranked-name
-- bound values: [3, 'ashleylewis', 1, 0, 1]
-- laid out from the executed text with sha256 607357cff738c4223c4fa72707a350c22ff780df9b7daffa8b786c4a4cf5fc60
WITH s0_members AS (
  SELECT
    people.person_id AS person_id
  FROM people
  WHERE
    (
      SELECT
        COUNT(*) AS count_1
      FROM pets
      WHERE
        pets.owner_id = people.person_id
    ) >= ?
    AND people.person_id IN (
      SELECT
        addresses_m.owner_id
      FROM addresses AS addresses_m
      WHERE
        (addresses_m.city, addresses_m.state) IN (
          SELECT
            addresses_a.city,
            addresses_a.state
          FROM addresses AS addresses_a
          WHERE
            addresses_a.owner_id IN (
              SELECT
                internet_accounts.owner_id
              FROM internet_accounts
              WHERE
                internet_accounts.username = ?
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
  valued.value AS outcome
FROM valued
ORDER BY
  valued.slot,
  valued.rnk,
  valued.person_id;
