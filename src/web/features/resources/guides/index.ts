import type { Guide } from "./guide";
import { lgpdGuide } from "./lgpd";
import { onlineSessionsGuide } from "./online-sessions";
import { publicityGuide } from "./publicity";
import { receitaSaudeGuide } from "./receita-saude";
import { verificationGuide } from "./verification";

/** The guides, in the order 'Recursos' lists them. */
export const GUIDES: readonly Guide[] = [
  verificationGuide,
  publicityGuide,
  receitaSaudeGuide,
  onlineSessionsGuide,
  lgpdGuide,
];

export const guideOf = (slug: string) => GUIDES.find((g) => g.slug === slug);
