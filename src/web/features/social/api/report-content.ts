import type { ReportContentRequest } from "@domain/contracts/contents";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** POST /api/content-reports: nothing the reporter sees changes. */
export const reportContent = (input: ReportContentRequest) =>
  apiRequest<{ ok: true }>("POST", "/api/content-reports", input);

export const useReportContent = () =>
  useMutation({
    mutationFn: reportContent,
    meta: {
      errorToast: {
        title: "Erro ao denunciar",
        description: "Não foi possível enviar a denúncia.",
        serverMessage: true,
      },
    },
  });
