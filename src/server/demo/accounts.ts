/** Demo accounts, listed in the README and shown on the sign-in page in demo mode only. */
export const DEMO_ACCOUNTS = {
  client: {
    email: "cliente@acolher.demo",
    password: "demo-cliente-2026",
    firstName: "Carla",
    lastName: "Mendes",
  },
  professional: {
    email: "profissional@acolher.demo",
    password: "demo-profissional-2026",
    firstName: "Rafael",
    lastName: "Albuquerque",
  },
  admin: {
    email: "admin@acolher.demo",
    password: "demo-admin-2026",
    firstName: "Ana",
    lastName: "Administradora",
  },
} as const;
