import { CalendarDays, Stethoscope, UserRound, Users } from "lucide-react";
import { useAdminStats } from "../api/get-admin-stats";
import { StatGrid } from "./stat-grid";

/** SPEC §2 admin dashboard: counts of users, professionals, clients and appointments. */
export function PlatformCounts() {
  const { data, isError } = useAdminStats();
  const stats = data && [
    { label: "Usuários", value: data.totalUsers, icon: Users },
    { label: "Profissionais", value: data.totalProfessionals, icon: Stethoscope },
    { label: "Clientes", value: data.totalClients, icon: UserRound },
    { label: "Agendamentos", value: data.totalAppointments, icon: CalendarDays },
  ];
  return <StatGrid title="Visão geral" stats={stats} isError={isError} />;
}
