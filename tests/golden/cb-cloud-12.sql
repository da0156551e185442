-- cb-cloud-12: template ranked-name
-- bound values: ['Caleb', 0, 1, 0, 1]
-- laid out from the executed text with sha256 8682103e3e64afb2ecf1d3d8bd5442d21e6ae30a86101d21345adba92f3441f2
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
    AND (
      SELECT
        COUNT(*) AS count_1
      FROM credit_cards
      WHERE
        credit_cards.owner_id = people.person_id
    ) = ?
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
