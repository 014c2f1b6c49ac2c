import { z } from "zod";

// Generic validation messages (wrong type, missing field) read in Brazilian Portuguese
// everywhere the contracts are parsed: in the browser and on the server.
z.config(z.locales.ptBR());

export { z };
