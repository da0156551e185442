"""grade: re-score Harbor job directories against cbwh's answers and explain every wrong answer."""
