-- cb-cloud-65: template compare-picks
-- bound values: ['Wesley', 1, 1, 1, 'Dominique', 1, 1, 1, 0, 1, 1, 1]
-- laid out from the executed text with sha256 4a55a0b9a106ffa7a2d59e0885d4c76ae7377ba60931602e4c959be16be0c1e6
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
        MAX(employments.salary_cents) AS max_1
      FROM employments
      WHERE
        employments.owner_id = s0_members.person_id
    ) AS k0
  FROM s0_members
), s0_ranked AS (
  SELECT
    s0_windowed.person_id AS person_id,
    people.full_name AS full_name,
    s0_windowed.k0 AS k0,
    s0_windowed.rnk AS rnk
  FROM (
    SELECT
      s0_valued.person_id AS person_id,
      s0_valued.k0 AS k0,
      RANK() OVER (ORDER BY s0_valued.k0 DESC) AS rnk
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
), s1_members AS (
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
), s1_valued AS MATERIALIZED (
  SELECT
    s1_members.person_id AS person_id,
    (
      SELECT
        MAX(employments.salary_cents) AS max_2
      FROM employments
      WHERE
        employments.owner_id = s1_members.person_id
    ) AS k0
  FROM s1_members
), s1_ranked AS (
  SELECT
    s1_windowed.person_id AS person_id,
    people.full_name AS full_name,
    s1_windowed.k0 AS k0,
    s1_windowed.rnk AS rnk
  FROM (
    SELECT
      s1_valued.person_id AS person_id,
      s1_valued.k0 AS k0,
      RANK() OVER (ORDER BY s1_valued.k0 DESC) AS rnk
    FROM s1_valued
    JOIN (
      SELECT
        MAX(s1_nth.v) AS v
      FROM (
        SELECT
          s1_valued.k0 AS v
        FROM s1_valued
        ORDER BY
          s1_valued.k0 DESC,
          s1_valued.person_id
        LIMIT ?
        OFFSET ? - ?
      ) AS s1_nth
    ) AS s1_cut
      ON s1_cut.v IS NULL OR s1_valued.k0 >= s1_cut.v
  ) AS s1_windowed
  JOIN people
    ON s1_windowed.person_id = people.person_id
), finalists AS (
  SELECT
    ? AS slot,
    s0_ranked.person_id AS person_id,
    s0_ranked.full_name AS full_name,
    s0_ranked.rnk AS rnk,
    s0_ranked.k0 AS k0
  FROM s0_ranked
  WHERE
    s0_ranked.rnk <= ?
  UNION ALL
  SELECT
    ? AS slot,
    s1_ranked.person_id AS person_id,
    s1_ranked.full_name AS full_name,
    s1_ranked.rnk AS rnk,
    s1_ranked.k0 AS k0
  FROM s1_ranked
  WHERE
    s1_ranked.rnk <= ?
), valued AS MATERIALIZED (
  SELECT
    finalists.slot AS slot,
    finalists.person_id AS person_id,
    finalists.full_name AS full_name,
    finalists.rnk AS rnk,
    finalists.k0 AS k0,
    (
      SELECT
        COUNT(*) AS count_1
      FROM insurance_policies
      WHERE
        insurance_policies.owner_id = finalists.person_id
    ) AS value
  FROM finalists
)
SELECT
  valued.slot,
  valued.person_id,
  valued.full_name,
  valued.rnk,
  valued.k0,
  valued.value,
  RANK() OVER (ORDER BY valued.value DESC) AS outcome
FROM valued
ORDER BY
  valued.slot,
  valued.rnk,
  valued.person_id;
