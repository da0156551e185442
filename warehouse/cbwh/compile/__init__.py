"""compile: typed question specs -> one SQL query each (SQLAlchemy Core, SQLite)."""
