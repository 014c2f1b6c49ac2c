import { SUPPORT_PATH } from "@domain/support";
import type { MenuLink } from "@web/components/layout/user-menu";
import { LifeBuoy, Settings, UserRound } from "lucide-react";

/**
 * User menu of clients and professionals (SPEC §2): Perfil, Configurações and 'Fale com o
 * suporte' (decision 0390), then Sair.
 */
export const PROFILE_MENU: readonly MenuLink[] = [
  { href: "/profile", label: "Perfil", icon: UserRound },
  { href: "/settings", label: "Configurações", icon: Settings },
  { href: SUPPORT_PATH, label: "Fale com o suporte", icon: LifeBuoy },
];
