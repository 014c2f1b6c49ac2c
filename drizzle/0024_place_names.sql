CREATE TABLE "place_names" (
	"city_key" text NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "place_names_city_key_name_key_pk" PRIMARY KEY("city_key","name_key")
);
