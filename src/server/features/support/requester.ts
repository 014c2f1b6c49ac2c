import type { AdminSupportTicket } from "@domain/contracts/support";
import { supportDeadline } from "@domain/support";
import { users } from "@server/db/schema";
import { type TicketRow, ticketView } from "./ticket-views";

/** The columns naming who opened a ticket, for the admins' views. */
export const requesterColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
};

type Requester = AdminSupportTicket["requester"];

/** A ticket in the admins' words: the person, and its age and days left at `instant`. */
export const adminTicketView = (row: TicketRow, requester: Requester, instant: Date) => ({
  ...ticketView(row),
  ...supportDeadline(row, instant),
  requester,
});
