import { CalendarCheck, CalendarClock, CalendarDays, CalendarX } from "lucide-react";
import { useAppointmentStats } from "../api/get-appointment-stats";
import { StatGrid } from "./stat-grid";

/**
 * SPEC §2 admin dashboard: appointments in total, pending, confirmed (approved + confirmed) and
 * 'Não Respondido' (requests the professional never answered).
 */
export function AppointmentCounts() {
  const { data, isError } = useAppointmentStats();
  const stats = data && [
    { label: "Total", value: data.totalAppointments, icon: CalendarDays },
    { label: "Pendentes", value: data.pendingAppointments, icon: CalendarClock },
    { label: "Confirmados", value: data.confirmedAppointments, icon: CalendarCheck },
    { label: "Não Respondido", value: data.autoRejected, icon: CalendarX },
  ];
  return <StatGrid title="Agendamentos" stats={stats} isError={isError} />;
}
