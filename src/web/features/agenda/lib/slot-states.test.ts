import { describe, expect, it } from "vitest";
import { slotStates } from "./slot-states";

const monday = "2026-06-22";
const base = {
  date: monday,
  availability: [{ dayOfWeek: 1, startTime: "09:00", endTime: "13:00", isActive: true }],
  serviceDuration: 60,
  appointments: [],
  blocked: [],
  now: { date: "2026-06-17", time: "10:00" },
};
const at = (startTime: string, endTime: string, status: string) => ({
  appointmentDate: monday,
  startTime,
  endTime,
  status,
});
const summary = (input: Parameters<typeof slotStates>[0]) =>
  slotStates(input).map((s) => `${s.startTime} ${s.state}${s.past ? " past" : ""}`);

describe("agenda slot states", () => {
  it("labels booked (approved or confirmed), blocked and pending slots, others free", () => {
    const states = summary({
      ...base,
      appointments: [
        at("09:00", "10:00", "approved"),
        at("10:00", "11:00", "pending"),
        at("12:00", "13:00", "cancelled"),
        { ...at("11:00", "12:00", "confirmed"), appointmentDate: "2026-06-23" },
      ],
      blocked: [{ id: "b1", date: monday, startTime: "11:00", endTime: "12:00", reason: null }],
    });
    expect(states).toEqual(["09:00 booked", "10:00 requested", "11:00 blocked", "12:00 free"]);
  });

  it("marks by overlap, so an appointment made under another duration still occupies its slots", () => {
    const states = summary({
      ...base,
      serviceDuration: 30,
      appointments: [at("09:50", "10:40", "confirmed")],
    });
    expect(states.slice(0, 4)).toEqual([
      "09:00 free",
      "09:30 booked",
      "10:00 booked",
      "10:30 booked",
    ]);
  });

  it("keeps the blocked range's id and marks today's started slots as past", () => {
    const slots = slotStates({
      ...base,
      now: { date: monday, time: "10:00" },
      blocked: [{ id: "b1", date: monday, startTime: "12:00", endTime: "13:00", reason: null }],
    });
    expect(slots.map((s) => s.past)).toEqual([true, true, false, false]);
    expect(slots[3]).toMatchObject({ state: "blocked", blockId: "b1" });
  });
});
