import type { CurrentUser } from "@domain/contracts/auth";
import {
  defaultReviewVisibility,
  REVIEW_VISIBILITIES,
  REVIEW_VISIBILITY_LABELS,
  type ReviewVisibility,
} from "@domain/review-rules";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useUpdateReviewVisibility } from "../api/update-review-visibility";
import { SectionTitle } from "./section-title";

/** What each choice shows to clients and visitors (decision 0387). */
const HINTS: Record<ReviewVisibility, string> = {
  public: "Seu perfil mostra as estrelas, a média e os comentários dos clientes.",
  rating_only:
    "Seu perfil mostra a média e o número de avaliações; os comentários ficam visíveis só para você.",
  private: "Só você vê suas avaliações; seu perfil público não mostra nota.",
};

/**
 * 'Avaliações no seu perfil': Públicas, Somente a nota or Privadas, saved on its own. Shown once
 * the professional form has saved the specialty, which set the profession's default.
 */
export function ReviewVisibilityCard({ user }: { user: CurrentUser }) {
  const profile = user.professionalProfile;
  const saved = profile?.reviewVisibility ?? "public";
  const [choice, setChoice] = useState<ReviewVisibility>(saved);
  const save = useUpdateReviewVisibility(user.id);
  if (!profile || profile.specialties.length === 0) return null;
  const psychologist = defaultReviewVisibility(profile.specialties[0]) === "rating_only";
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Avaliações no seu perfil</SectionTitle>
        <CardDescription>
          Escolha o que clientes e visitantes veem das avaliações que você recebe. Os clientes
          continuam avaliando depois que os dois confirmam o atendimento, e você sempre vê todas.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset
          className="grid gap-3"
          aria-describedby={psychologist ? "review-visibility-why" : undefined}
        >
          <legend className="sr-only">Como suas avaliações aparecem</legend>
          {REVIEW_VISIBILITIES.map((value) => (
            <label key={value} className="flex items-start gap-3">
              <input
                type="radio"
                name="review-visibility"
                value={value}
                className="mt-1 size-4 accent-teal-700"
                checked={choice === value}
                onChange={() => setChoice(value)}
                aria-describedby={`review-visibility-${value}`}
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium text-slate-900">
                  {REVIEW_VISIBILITY_LABELS[value]}
                </span>
                <span id={`review-visibility-${value}`} className="text-xs text-slate-600">
                  {HINTS[value]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {psychologist ? (
          <p id="review-visibility-why" className="text-sm text-slate-700">
            Na Psicologia, o padrão é 'Somente a nota': o Código de Ética (art. 20) e a Resolução
            CFP 3/2007 (art. 53 e 54) vedam depoimentos de pessoas atendidas na publicidade, e a
            orientação dos Conselhos Regionais trata comentários sempre públicos como um pedido
            indireto de depoimentos (Nota Técnica CFP 1/2022).
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            disabled={choice === saved || save.isPending}
            onClick={() =>
              save.mutate(
                { reviewVisibility: choice },
                {
                  onSuccess: () =>
                    toast({
                      title: "Preferência salva",
                      description: `Suas avaliações agora são: ${REVIEW_VISIBILITY_LABELS[choice]}.`,
                    }),
                },
              )
            }
          >
            Salvar preferência de avaliações
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
