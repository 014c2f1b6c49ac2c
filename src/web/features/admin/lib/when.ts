import { formatDate } from "@web/lib/dates";
import { format, parseISO } from "date-fns";

/** "21/11/2026 às 14:30", in the admin's own zone: when an account or decision happened. */
export const formatDateTime = (iso: string) =>
  `${formatDate(iso)} às ${format(parseISO(iso), "HH:mm")}`;
