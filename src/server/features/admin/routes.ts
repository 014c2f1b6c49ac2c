import {
  adminProfessionalSchema,
  adminProfessionalsPageSchema,
  adminProfessionalsQuerySchema,
  adminStatsResponseSchema,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  appointmentStatsResponseSchema,
  auditAdminsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  banUserRequestSchema,
  emailDeliveryStatsSchema,
  pendingProfessionalsQuerySchema,
  verifyProfessionalRequestSchema,
} from "@domain/contracts/admin";
import { adminReportQuerySchema, adminReportSchema } from "@domain/contracts/admin-reports";
import { idParamSchema } from "@domain/contracts/common";
import type { SessionStore } from "@server/auth/sessions";
import { defineRoute, type RouteDef } from "@server/http/route";
import { forgetKeptPagesHere } from "@server/shared/pages-gone";
import { adminReportCsv } from "./admin-report-csv";
import { adminReportJson, getAdminReport } from "./get-admin-report";
import { getAdminStats } from "./get-admin-stats";
import { getAppointmentStats } from "./get-appointment-stats";
import { getEmailDelivery } from "./get-email-delivery";
import { getUserDetail } from "./get-user-detail";
import { listAuditAdmins, listAuditLog } from "./list-audit-log";
import { listProfessionals } from "./list-professionals";
import { listUsers } from "./list-users";
import { setUserBan } from "./set-user-ban";
import { verifyProfessional } from "./verify-professional";

const admins = ["admin"] as const;

/**
 * The admin console's API: counts, users (search, ban), professionals (verification) and the
 * platform-wide audit log.
 */
export function adminRoutes(sessions: SessionStore): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/admin/stats",
      access: admins,
      tag: "admin",
      summary:
        "Counts of users, professionals, clients (deleted accounts left out) and appointments.",
      response: adminStatsResponseSchema,
      handler: ({ db }) => getAdminStats(db),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/appointments/stats",
      access: admins,
      tag: "admin",
      summary:
        "Appointments in total, pending, confirmed (approved + confirmed) and auto-rejected.",
      response: appointmentStatsResponseSchema,
      handler: ({ db }) => getAppointmentStats(db),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/email-delivery",
      access: admins,
      tag: "admin",
      summary:
        "E-mails given up after every attempt (dead letters) and the last one's error and moment.",
      response: emailDeliveryStatsSchema,
      handler: ({ db }) => getEmailDelivery(db),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/reports",
      access: admins,
      tag: "admin",
      summary:
        "The platform's figures for a period of São Paulo days (default the last 30, at most 366), all or one specialty and city: bookings, answers, cancellations, no-shows, the verification queue, e-mails and support.",
      query: adminReportQuerySchema,
      response: adminReportSchema,
      handler: ({ db, query, now }) => adminReportJson(db, query, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/reports.csv",
      access: admins,
      tag: "admin",
      summary:
        "The same report as a CSV file for spreadsheets (';', decimal comma, UTF-8 with BOM).",
      query: adminReportQuerySchema,
      produces: "text/csv",
      handler: async ({ db, query, now, reply }) => {
        const report = await getAdminReport(db, query, now);
        return reply
          .type("text/csv; charset=utf-8")
          .header(
            "content-disposition",
            `attachment; filename="acolher-relatorio-${report.from}-a-${report.to}.csv"`,
          )
          .header("cache-control", "no-store")
          .send(adminReportCsv(report));
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/professionals/pending",
      access: admins,
      tag: "admin",
      summary:
        "One page of professionals awaiting verification (complete, not verified or rejected, not banned), oldest first.",
      query: pendingProfessionalsQuerySchema,
      response: adminProfessionalsPageSchema,
      handler: ({ db, query }) => listProfessionals(db, { ...query, status: "pending" }),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/professionals",
      access: admins,
      tag: "admin",
      summary: "One page of professionals, all or by verification status, with CPF and register.",
      query: adminProfessionalsQuerySchema,
      response: adminProfessionalsPageSchema,
      handler: ({ db, query }) => listProfessionals(db, query),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/admin/professionals/:id/verify",
      access: admins,
      tag: "admin",
      summary:
        "Approves a pending professional, or rejects them with a reason; 409 for anyone not pending.",
      params: idParamSchema,
      body: verifyProfessionalRequestSchema,
      response: adminProfessionalSchema,
      handler: ({ db, user, params, body, now }) =>
        verifyProfessional(db, user, params.id, body, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/users",
      access: admins,
      tag: "admin",
      summary: "One page of accounts, newest first, matching part of a name or e-mail, or an id.",
      query: adminUsersQuerySchema,
      response: adminUsersPageSchema,
      handler: ({ db, query }) => listUsers(db, query),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/users/:id",
      access: admins,
      tag: "admin",
      summary:
        "An account with its professional profile, if any, and the history of admin actions.",
      params: idParamSchema,
      response: adminUserDetailSchema,
      handler: ({ db, params }) => getUserDetail(db, params.id),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/audit",
      access: admins,
      tag: "admin",
      summary:
        "One page of the platform's admin actions, newest first, by action, admin, São Paulo days and the target's name or e-mail.",
      query: auditLogQuerySchema,
      response: auditLogPageSchema,
      handler: ({ db, query }) => listAuditLog(db, query),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/audit/admins",
      access: admins,
      tag: "admin",
      summary: "The admins who recorded at least one action, by name: the audit log's filter.",
      response: auditAdminsSchema,
      handler: ({ db }) => listAuditAdmins(db),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/admin/users/:id/ban",
      access: admins,
      tag: "admin",
      summary:
        "Bans (naming the terms' category) or unbans a non-admin account; a ban cancels their future appointments, ends their access at once and e-mails them the category.",
      params: idParamSchema,
      body: banUserRequestSchema,
      response: adminUserSchema,
      handler: async ({ db, user, params, body, now, req }) => {
        const answer = await setUserBan(db, sessions, user, params.id, body, now);
        forgetKeptPagesHere(req);
        return answer;
      },
    }),
  ];
}
