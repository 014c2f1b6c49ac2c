/**
 * An answer already written as JSON, by the database (decision 0412): `registerRoutes` sends
 * its text as it is, as `application/json`, instead of parsing the handler's result with the
 * route's response schema and serialising it. The schema then documents the answer (OpenAPI);
 * the SQL that writes it is held to the contract by its tests.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
