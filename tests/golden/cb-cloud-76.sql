-- cb-cloud-76: template ranked-name
-- bound values: [0, 1, 1, 1, 0, 1]
-- laid out from the executed text with sha256 a9f546d0f8787a489acb6786adce36eea987fbb23ca034938f36c9463c868f27
WITH s0_0_leader_valued AS MATERIALIZED (
  SELECT
    leader_people.owner_id AS owner_id,
    (
      SELECT
        COALESCE(SUM(bank_accounts.balance_cents), ?) AS coalesce_1
      FROM bank_accounts
      WHERE
        bank_accounts.owner_id = leader_people.owner_id
    ) AS v
  FROM (
    SELECT DISTINCT
      addresses.owner_id AS owner_id
    FROM addresses
  ) AS leader_people
), s0_0_residents AS MATERIALIZED (
  SELECT
    addresses.owner_id AS owner_id,
    addresses.state AS state,
    s0_0_leader_valued.v AS v
  FROM addresses
  JOIN s0_0_leader_valued
    ON addresses.owner_id = s0_0_leader_valued.owner_id
), s0_members AS (
  SELECT
    people.person_id AS person_id
  FROM people
  WHERE
    people.person_id IN (
      SELECT
        s0_0_residents.owner_id
      FROM s0_0_residents
      JOIN (
        SELECT
          s0_0_residents.state AS state,
          MAX(s0_0_residents.v) AS best
        FROM s0_0_residents
        GROUP BY
          s0_0_residents.state
      ) AS best
        ON s0_0_residents.state = best.state AND s0_0_residents.v IS best.best
    )
), s0_valued AS MATERIALIZED (
  SELECT
    s0_members.person_id AS person_id,
    (
      SELECT
        COUNT(*) AS count_1
      FROM vehicles
      WHERE
        vehicles.owner_id = s0_members.person_id
    ) AS k0,
    (
      SELECT
        born.dob
      FROM people AS born
      WHERE
        born.person_id = s0_members.person_id
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
      RANK() OVER (ORDER BY s0_valued.k0 DESC, s0_valued.k1 ASC NULLS LAST) AS rnk
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
    CAST(NULL AS INTEGER) AS value
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
  valued.value AS outcome
FROM valued
ORDER BY
  valued.slot,
  valued.rnk,
  valued.person_id;
