"""A tiny hand-made corpus, rendered in the upstream text format.

Eight people built to exercise every building block: a person with addresses in
two states, a pet name shared by several pets (and by two species), a pet named
O'Malley, a balance tie (Alice and Carol), card expiries across a year boundary
(12/25 vs 01/26), a medical condition 'None', people with no records of a kind, a city name (Columbus) in two states.
"""

from __future__ import annotations

from pathlib import Path

PEOPLE = [
    ("pers-0001", "Alice Able", "1950-01-01"),
    ("pers-0002", "Bob Baker", "1960-05-05"),
    ("pers-0003", "Carol Cole", "1970-07-07"),
    ("pers-0004", "Dan Dale", "1980-08-08"),
    ("pers-0005", "Eve Egan", "1990-09-09"),
    ("pers-0006", "Finn Ford", "1985-03-03"),
    ("pers-0007", "Gail Gray", "1975-02-02"),
    ("pers-0008", "Hank Hill", "1965-06-06"),
]

# table -> (id prefix, keys after the id, rows of (owner number, values...))
OWNED = {
    "addresses": ("addr", "address_id", ("street", "city", "state", "postal_code", "country"), [
        (1, "1 Elm St", "Columbus", "Ohio", "04301", "United States"),
        (2, "2 Oak St", "Dayton", "Ohio", "45401", "United States"),
        (2, "3 Pine St", "Austin", "Texas", "73301", "United States"),
        (3, "4 Ash St", "Columbus", "Ohio", "43004", "United States"),
        (4, "5 Fir St", "Austin", "Texas", "73302", "United States"),
        (5, "6 Yew St", "Columbus", "Texas", "77001", "United States"),  # Columbus, Ohio's name in Texas
        (6, "7 Bay St", "Provo", "Utah", "84601", "United States"),
        (7, "8 Elm St", "Provo", "Utah", "84602", "United States"),
        (8, "9 Oak St", "Columbus", "Ohio", "43005", "United States"),
    ]),
    "bank_accounts": ("acct", "account_id", ("bank_name", "routing", "account_no", "balance", "currency"), [
        (1, "First Bank", "012345678", "AAAA0001", "1000.5", "USD"),
        (1, "Second Bank", "012345679", "AAAA0002", "2000.0", "USD"),
        (2, "First Bank", "012345678", "BBBB0001", "5000.00", "USD"),
        (3, "Third Bank", "098765432", "CCCC0001", "3000.50", "USD"),
        (4, "First Bank", "012345678", "DDDD0001", "100.10", "USD"),
        (5, "Fifth Bank", "055555555", "EEEE0001", "7000.25", "USD"),
        (6, "First Bank", "012345678", "FFFF0001", "400.00", "USD"),
        (7, "First Bank", "012345678", "GGGG0001", "900.00", "USD"),
        (8, "First Bank", "012345678", "HHHH0001", "50.00", "USD"),
    ]),
    "credit_cards": ("card", "card_id", ("provider", "number", "expire", "cvc"), [
        (1, "VISA 16 digit", "4000000000000001", "12/25", "012"),
        (1, "Mastercard", "5000000000000001", "01/26", "123"),
        (2, "Mastercard", "5000000000000002", "06/25", "234"),
        (3, "Discover", "6000000000000003", "12/25", "345"),
        (4, "VISA 16 digit", "4000000000000004", "01/26", "456"),
        (6, "Mastercard", "5000000000000006", "03/27", "567"),
        (8, "Discover", "6000000000000008", "02/26", "678"),
    ]),
    "employments": ("emp", "employment_id", ("employer", "job_title", "start_date", "salary", "currency"), [
        (1, "Acme", "Engineer", "2010-01-01", "100000.00", "USD"),
        (1, "Bolt", "Manager", "2025-02-01", "90000.00", "USD"),
        (2, "Acme", "Engineer", "2025-03-01", "120000.00", "USD"),
        (3, "Diner", "Chef", "2015-01-01", "95000.00", "USD"),
        (4, "Acme", "Engineer", "2020-01-01", "150000.00", "USD"),
        (6, "Diner", "Chef", "2024-01-01", "60000.00", "USD"),
        (7, "Cafe", "Chef", "2025-06-01", "70000.00", "USD"),
    ]),
    "insurance_policies": ("ins", "policy_id", ("insurer", "policy_type", "policy_number", "expires"), [
        (1, "Safe Co", "Auto", "SC-001", "2026-01-01"),
        (1, "Safe Co", "Home", "SC-002", "2027-01-01"),
        (2, "Safe Co", "Auto", "SC-003", "2025-12-01"),
        (3, "Life Co", "Life", "LC-001", "2030-01-01"),
        (5, "Health Co", "Health", "HC-001", "2026-06-01"),
        (6, "Safe Co", "Auto", "SC-004", "2028-01-01"),
        (7, "Safe Co", "Auto", "SC-005", "2029-01-01"),
    ]),
    "internet_accounts": ("net", "net_id", ("username", "email", "url", "password"), [
        (1, "alice1", "alice1@example.com", "http://a.com/", "pw: one"),
        (1, "alice2", "alice2@example.com", "http://b.com/", "pw2"),
        (2, "bobby", "bobby@example.com", "http://a.com/", "pw3"),
        (3, "carol", "carol@example.com", "http://c.com/", "pw4"),
        (4, "dan", "dan@example.com", "http://a.com/", "pw5"),
        (5, "eve", "eve@example.com", "http://e.com/", "pw6"),
        (6, "finn", "finn@example.com", "http://f.com/", "pw7"),
        (8, "hank", "hank@example.com", "http://c.com/", "pw8"),
    ]),
    "medical_records": ("med", "record_id", ("ssn", "blood_type", "condition"), [
        (1, "111-11-1111", "A+", "None"),
        (2, "222-22-2222", "O-", "Asthma"),
        (3, "333-33-3333", "A+", "Diabetes"),
        (4, "444-44-4444", "O-", "None"),
        (5, "555-55-5555", "B+", "Asthma"),
        (6, "666-66-6666", "A+", "Asthma"),
        (7, "777-77-7777", "B+", "None"),
    ]),
    "pets": ("pet", "pet_id", ("name", "species", "breed"), [
        (1, "O'Malley", "Cat", "Mixed"),
        (4, "Rex", "Dog", "Mixed"),
        (6, "Rex", "Fish", "Unknown"),
        (3, "Milo", "Dog", "Purebred"),
        (3, "Milo", "Cat", "Mixed"),
        (5, "Luna", "Bird", "Mixed"),
    ]),
    "vehicles": ("veh", "vehicle_id", ("make", "model", "year", "license_plate"), [
        (1, "Ford", "Red", "2001", "AAA 111"),
        (1, "Honda", "Blue", "2010", "AAA-112"),
        (2, "Ford", "Green", "1999", "BBB 221"),
        (2, "Kia", "Gold", "2015", "BBB 222"),
        (3, "Tesla", "White", "2020", "CCC 331"),
        (4, "Ford", "Black", "2005", "DDD 441"),
        (4, "Kia", "Gray", "2006", "DDD 442"),
        (4, "BMW", "Pink", "2007", "DDD 443"),
        (6, "Honda", "Teal", "1990", "FFF 661"),
        (7, "Honda", "Navy", "1995", "GGG 771"),
    ]),
}


def render_people() -> str:
    blocks = [
        f"### {name} (ID: {pid})\nDOB: {dob} | Email: {pid}@example.net | Phone: 555-000{i}\n"
        for i, (pid, name, dob) in enumerate(PEOPLE, 1)
    ]
    return "\n".join(blocks) + "\n"


def render_owned(table: str) -> str:
    prefix, id_key, keys, rows = OWNED[table]
    blocks = []
    for i, (owner, *values) in enumerate(rows, 1):
        rid = f"{prefix}-{i:04d}"
        lines = [f"### {rid} (owner: pers-{owner:04d})", f"{id_key}: {rid}"]
        lines += [f"{k}: {v}" for k, v in zip(keys, values)]
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks) + "\n"


def write_corpus(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "people.txt").write_text(render_people())
    for table in OWNED:
        (directory / f"{table}.txt").write_text(render_owned(table))
    return directory
