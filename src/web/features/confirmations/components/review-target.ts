/** What the review form needs to know about the service being reviewed. */
export interface ReviewTarget {
  professionalId: string;
  professionalName: string;
  serviceConfirmationId: string;
}

export type ViewerRole = "client" | "professional";

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();
