import { screen, within } from "@testing-library/react";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";

type Appointment = ReturnType<typeof makeAppointment>;
const base = makeAppointment();
const withOffice = (officeAddress: string | null, officeComplement: string | null) => ({
  ...base.professional,
  professionalProfile: {
    ...base.professional.professionalProfile,
    officeAddress,
    officeComplement,
  },
});

function openDetails(appointment: Appointment, ratings?: { averageRating: number; count: number }) {
  renderApp({
    ui: (
      <AppointmentDetailsDialog
        appointment={appointment}
        ratings={
          ratings && {
            reviews: [],
            averageRating: ratings.averageRating,
            reviewCount: ratings.count,
            visibility: "public",
          }
        }
        onClose={() => {}}
      />
    ),
  });
  return screen.getByRole("dialog", { name: "Detalhes do Agendamento" });
}

const locationOf = (dialog: HTMLElement) =>
  within(dialog).getByRole("heading", { name: "Local do atendimento" }).parentElement!;

describe("Detalhes do Agendamento", () => {
  it("online: says so and tells the client to contact the professional", () => {
    const location = locationOf(openDetails(makeAppointment({ serviceType: "online" })));
    expect(within(location).getByText("Atendimento Online")).toBeInTheDocument();
    expect(within(location).getByText(/Entre em contato com o profissional/)).toBeInTheDocument();
  });

  it("domiciliar: the client's address and complement, or the fall-back", () => {
    const location = locationOf(
      openDetails(
        makeAppointment({
          serviceType: "domiciliar",
          clientAddress: "Rua dos Pinheiros, 50",
          addressComplement: "Apto 12",
        }),
      ),
    );
    expect(within(location).getByText("Atendimento Domiciliar")).toBeInTheDocument();
    expect(within(location).getByText("Rua dos Pinheiros, 50")).toBeInTheDocument();
    expect(within(location).getByText("Apto 12")).toBeInTheDocument();
  });

  it("domiciliar without an address shows 'Endereço do cliente não informado'", () => {
    const dialog = openDetails(makeAppointment({ serviceType: "domiciliar", clientAddress: " " }));
    expect(within(locationOf(dialog)).getByText("Endereço do cliente não informado")).toBeVisible();
  });

  it("presencial: office address, its city ('São Paulo - SP') and complement", () => {
    const location = locationOf(openDetails(makeAppointment({ serviceType: "presencial" })));
    expect(within(location).getByText("Consultório do Profissional")).toBeInTheDocument();
    expect(within(location).getByText("Rua Augusta, 100")).toBeInTheDocument();
    expect(within(location).getByText("São Paulo - SP")).toBeInTheDocument();
    expect(within(location).getByText("Sala 2")).toBeInTheDocument();
  });

  it("presencial in another city: the office's own city and state (decision 0333)", () => {
    const professional = {
      ...base.professional,
      professionalProfile: {
        ...base.professional.professionalProfile,
        officeAddress: "Rua Barata Ribeiro, 200",
        officeCity: "Rio de Janeiro",
        officeState: "RJ",
      },
    };
    const dialog = openDetails(makeAppointment({ serviceType: "presencial", professional }));
    const location = locationOf(dialog);
    expect(within(location).getByText("Rio de Janeiro - RJ")).toBeInTheDocument();
    expect(within(location).queryByText("São Paulo - SP")).not.toBeInTheDocument();
  });

  it("presencial without an office address shows 'Endereço do consultório não informado'", () => {
    const dialog = openDetails(
      makeAppointment({ serviceType: "presencial", professional: withOffice(null, "Sala 2") }),
    );
    const location = locationOf(dialog);
    expect(within(location).getByText("Endereço do consultório não informado")).toBeVisible();
    expect(within(location).queryByText("São Paulo - SP")).not.toBeInTheDocument();
  });

  it("contact: phone as a WhatsApp link with 55, missing e-mail as 'Não informado'", () => {
    const appointment = makeAppointment({ professional: { ...base.professional, email: null } });
    const dialog = openDetails(appointment);
    expect(within(dialog).getByRole("link", { name: /\(11\) 98765-4321/ })).toHaveAttribute(
      "href",
      "https://wa.me/5511987654321",
    );
    expect(within(dialog).getByText(/E-mail:/)).toHaveTextContent("E-mail: Não informado");
  });

  it("missing phone shows 'Não informado'; e-mail becomes a mailto link", () => {
    const dialog = openDetails(
      makeAppointment({ professional: { ...base.professional, phone: null } }),
    );
    expect(within(dialog).getByText(/Telefone:/)).toHaveTextContent("Telefone: Não informado");
    expect(within(dialog).getByRole("link", { name: "paula@example.com" })).toHaveAttribute(
      "href",
      "mailto:paula@example.com",
    );
  });

  it("shows specialties, the average with one decimal, date, time and notes", () => {
    const dialog = openDetails(
      makeAppointment({ notes: "Primeira consulta", appointmentDate: "2026-03-12" }),
      { averageRating: 4.666, count: 3 },
    );
    expect(within(dialog).getByText("Psicologia")).toBeInTheDocument();
    expect(within(dialog).getByText(/4,7 \(3 avaliações\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/12 de março de 2026/)).toBeInTheDocument();
    expect(within(dialog).getByText("10:00 às 11:00")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Observações" })).toBeInTheDocument();
    expect(within(dialog).getByText("Primeira consulta")).toBeInTheDocument();
  });

  it("without reviews reads 'Sem avaliações'", () => {
    expect(within(openDetails(makeAppointment())).getByText("Sem avaliações")).toBeVisible();
  });
});
