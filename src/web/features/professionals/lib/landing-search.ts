import type { ServiceOption } from "@domain/constants";

/**
 * The landing page's search (issue 18, decision 0324): specialty, city and bairro, as the
 * search page's parameters. A bairro is a place, so it asks for the options served at one
 * (office or home visit), as the search form does.
 */
export function landingSearchUrl(input: {
  specialty: string;
  city: string;
  neighborhood: string;
  /** Issue 29, item 2: how the session happens; "" for any. */
  mode?: ServiceOption | "";
}): string {
  const params = new URLSearchParams();
  params.set("specialty", input.specialty);
  // "Bom Jesus - PI", as the city pickers write a city, carries its state (decision 0336).
  const city = /^(.+?)\s+-\s+([A-Za-z]{2})$/.exec(input.city.trim());
  if (city) {
    params.set("city", city[1]!);
    params.set("state", city[2]!.toUpperCase());
  } else if (input.city.trim()) params.set("city", input.city.trim());
  const mode = input.mode ?? "";
  // Online has no place: a bairro typed with it is not sent.
  const bairro = mode === "online" ? "" : input.neighborhood.trim();
  if (mode) params.set("serviceOptions", mode);
  else if (bairro) params.set("serviceOptions", "local_proprio,domiciliar");
  if (bairro) params.set("neighborhood", bairro);
  return `/professionals?${params.toString().replaceAll("%2C", ",")}`;
}
