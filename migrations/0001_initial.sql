-- 0001 initial schema: rendered from cbwh.store.schema (python -m cbwh.store.schema).

CREATE TABLE cbwh_meta (
	"key" TEXT NOT NULL,
	value TEXT NOT NULL,
	PRIMARY KEY ("key")
);

CREATE TABLE corpus_files (
	file_name TEXT NOT NULL,
	sha256 TEXT NOT NULL,
	lines INTEGER NOT NULL,
	records INTEGER NOT NULL,
	PRIMARY KEY (file_name)
);

CREATE TABLE people (
	person_id TEXT NOT NULL,
	full_name TEXT NOT NULL,
	dob TEXT NOT NULL,
	email TEXT NOT NULL,
	phone TEXT NOT NULL,
	PRIMARY KEY (person_id)
);

CREATE INDEX ix_people_full_name ON people (full_name);

CREATE TABLE addresses (
	address_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	street TEXT NOT NULL,
	city TEXT NOT NULL,
	state TEXT NOT NULL,
	postal_code TEXT NOT NULL,
	country TEXT NOT NULL,
	PRIMARY KEY (address_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_addresses_city ON addresses (city);

CREATE INDEX ix_addresses_owner_id ON addresses (owner_id);

CREATE INDEX ix_addresses_state ON addresses (state);

CREATE TABLE bank_accounts (
	account_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	bank_name TEXT NOT NULL,
	routing TEXT NOT NULL,
	account_no TEXT NOT NULL,
	balance TEXT NOT NULL,
	balance_cents INTEGER NOT NULL,
	currency TEXT NOT NULL,
	PRIMARY KEY (account_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_bank_accounts_owner_id ON bank_accounts (owner_id);

CREATE TABLE credit_cards (
	card_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	provider TEXT NOT NULL,
	number TEXT NOT NULL,
	expire TEXT NOT NULL,
	expire_month TEXT NOT NULL,
	cvc TEXT NOT NULL,
	PRIMARY KEY (card_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_credit_cards_owner_id ON credit_cards (owner_id);

CREATE INDEX ix_credit_cards_provider ON credit_cards (provider);

CREATE TABLE employments (
	employment_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	employer TEXT NOT NULL,
	job_title TEXT NOT NULL,
	start_date TEXT NOT NULL,
	salary TEXT NOT NULL,
	salary_cents INTEGER NOT NULL,
	currency TEXT NOT NULL,
	PRIMARY KEY (employment_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_employments_job_title ON employments (job_title);

CREATE INDEX ix_employments_owner_id ON employments (owner_id);

CREATE TABLE insurance_policies (
	policy_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	insurer TEXT NOT NULL,
	policy_type TEXT NOT NULL,
	policy_number TEXT NOT NULL,
	expires TEXT NOT NULL,
	PRIMARY KEY (policy_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_insurance_policies_owner_id ON insurance_policies (owner_id);

CREATE INDEX ix_insurance_policies_policy_type ON insurance_policies (policy_type);

CREATE TABLE internet_accounts (
	net_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	username TEXT NOT NULL,
	email TEXT NOT NULL,
	url TEXT NOT NULL,
	password TEXT NOT NULL,
	PRIMARY KEY (net_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_internet_accounts_owner_id ON internet_accounts (owner_id);

CREATE INDEX ix_internet_accounts_url ON internet_accounts (url);

CREATE INDEX ix_internet_accounts_username ON internet_accounts (username);

CREATE TABLE medical_records (
	record_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	ssn TEXT NOT NULL,
	blood_type TEXT NOT NULL,
	condition TEXT NOT NULL,
	PRIMARY KEY (record_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_medical_records_blood_type ON medical_records (blood_type);

CREATE INDEX ix_medical_records_condition ON medical_records (condition);

CREATE INDEX ix_medical_records_owner_id ON medical_records (owner_id);

CREATE TABLE pets (
	pet_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	name TEXT NOT NULL,
	species TEXT NOT NULL,
	breed TEXT NOT NULL,
	PRIMARY KEY (pet_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_pets_name ON pets (name);

CREATE INDEX ix_pets_owner_id ON pets (owner_id);

CREATE TABLE vehicles (
	vehicle_id TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	make TEXT NOT NULL,
	model TEXT NOT NULL,
	year INTEGER NOT NULL,
	license_plate TEXT NOT NULL,
	PRIMARY KEY (vehicle_id),
	FOREIGN KEY(owner_id) REFERENCES people (person_id)
);

CREATE INDEX ix_vehicles_license_plate ON vehicles (license_plate);

CREATE INDEX ix_vehicles_make ON vehicles (make);

CREATE INDEX ix_vehicles_owner_id ON vehicles (owner_id);
