import { OWN_REVIEWS_PATH } from "@domain/review-rules";
import { SUPPORT_PATH } from "@domain/support";
import type { MenuLink } from "@web/components/layout/user-menu";
import { LifeBuoy, Settings, Star, UserRound, Wallet } from "lucide-react";

const PROFILE: MenuLink = { href: "/profile", label: "Perfil", icon: UserRound };
const SETTINGS: MenuLink = { href: "/settings", label: "Configurações", icon: Settings };
const SUPPORT: MenuLink = { href: SUPPORT_PATH, label: "Fale com o suporte", icon: LifeBuoy };

/**
 * User menu of clients and professionals (SPEC §2): Perfil, Configurações and 'Fale com o
 * suporte' (decision 0390), then Sair. A client's has 'Minhas avaliações' (decision 0403) after
 * Perfil: the reviews they wrote and what others see of each (the bottom bar keeps its five).
 */
export const CLIENT_MENU: readonly MenuLink[] = [
  PROFILE,
  { href: OWN_REVIEWS_PATH, label: "Minhas avaliações", icon: Star },
  SETTINGS,
  SUPPORT,
];

/** A professional's: 'Financeiro' (issue 33, items 3 and 4) after Perfil; a client has none. */
export const PROFESSIONAL_MENU: readonly MenuLink[] = [
  PROFILE,
  { href: "/financeiro", label: "Financeiro", icon: Wallet },
  SETTINGS,
  SUPPORT,
];
