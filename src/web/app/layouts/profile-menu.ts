import { SUPPORT_PATH } from "@domain/support";
import type { MenuLink } from "@web/components/layout/user-menu";
import { LifeBuoy, Settings, UserRound, Wallet } from "lucide-react";

const PROFILE: MenuLink = { href: "/profile", label: "Perfil", icon: UserRound };
const SETTINGS: MenuLink = { href: "/settings", label: "Configurações", icon: Settings };
const SUPPORT: MenuLink = { href: SUPPORT_PATH, label: "Fale com o suporte", icon: LifeBuoy };

/**
 * User menu of clients and professionals (SPEC §2): Perfil, Configurações and 'Fale com o
 * suporte' (decision 0390), then Sair.
 */
export const PROFILE_MENU: readonly MenuLink[] = [PROFILE, SETTINGS, SUPPORT];

/** A professional's: 'Financeiro' (issue 33, items 3 and 4) after Perfil; a client has none. */
export const PROFESSIONAL_MENU: readonly MenuLink[] = [
  PROFILE,
  { href: "/financeiro", label: "Financeiro", icon: Wallet },
  SETTINGS,
  SUPPORT,
];
