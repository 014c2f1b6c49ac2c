import type { MessageReportReason } from "@domain/messages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** POST /api/messages/:id/report: a message of the other side, once (409 reportedAlready). */
export const reportMessage = ({
  messageId,
  reason,
}: {
  messageId: string;
  reason: MessageReportReason;
}) => apiRequest<void>("POST", `/api/messages/${encodeURIComponent(messageId)}/report`, { reason });

/** Nothing the person reads changes: the admins see the conversation. */
export const useReportMessage = () =>
  useMutation({
    mutationFn: reportMessage,
    meta: {
      errorToast: {
        title: "Denúncia não enviada",
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
  });
