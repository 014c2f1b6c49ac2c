import type { MenuLink } from "@web/components/layout/user-menu";
import { Settings, UserRound } from "lucide-react";

/** User menu of clients and professionals (SPEC §2): Perfil and Configurações, then Sair. */
export const PROFILE_MENU: readonly MenuLink[] = [
  { href: "/profile", label: "Perfil", icon: UserRound },
  { href: "/settings", label: "Configurações", icon: Settings },
];
