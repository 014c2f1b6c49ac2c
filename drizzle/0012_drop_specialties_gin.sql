-- Search filters a specialty through its partial B-tree (drizzle/0008); this GIN index only
-- tempted the planner into scanning a whole specialty when a name was given too.
DROP INDEX "professional_profiles_specialties_idx";