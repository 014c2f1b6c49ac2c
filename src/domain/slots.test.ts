import { describe, expect, it } from "vitest";
import {
  type AvailabilityWindow,
  computeOpenSlots,
  fitsWorkingHours,
  type OpenSlotsInput,
  slotsInWindow,
} from "./slots";

const MONDAY = "2026-03-02";
const monday = (startTime: string, endTime: string, isActive = true): AvailabilityWindow => ({
  dayOfWeek: 1,
  startTime,
  endTime,
  isActive,
});

const input = (overrides: Partial<OpenSlotsInput> = {}): OpenSlotsInput => ({
  date: MONDAY,
  availability: [monday("09:00", "12:00")],
  serviceDuration: 60,
  appointments: [],
  blocked: [],
  now: { date: "2026-03-01", time: "12:00" },
  ...overrides,
});

const starts = (o: OpenSlotsInput) => computeOpenSlots(o).slots.map((s) => s.startTime);

describe("slot generation", () => {
  it("steps through the window by the service duration (60, 30, 50 minutes)", () => {
    expect(computeOpenSlots(input())).toEqual({
      slots: [
        { startTime: "09:00", endTime: "10:00" },
        { startTime: "10:00", endTime: "11:00" },
        { startTime: "11:00", endTime: "12:00" },
      ],
      reason: null,
    });
    expect(starts(input({ serviceDuration: 30 }))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
    expect(starts(input({ serviceDuration: 50 }))).toEqual(["09:00", "09:50", "10:40"]);
  });

  it("keeps only slots that end by the window end when it is not a multiple of the duration", () => {
    // 09:00-12:10 by 50 minutes: 11:30-12:20 would overrun the window, so it is not offered.
    const open = computeOpenSlots(
      input({ availability: [monday("09:00", "12:10")], serviceDuration: 50 }),
    );
    expect(open.slots).toEqual([
      { startTime: "09:00", endTime: "09:50" },
      { startTime: "09:50", endTime: "10:40" },
      { startTime: "10:40", endTime: "11:30" },
    ]);
    expect(slotsInWindow("09:00", "11:30", 50).at(-1)).toEqual({
      startTime: "10:40",
      endTime: "11:30",
    });
  });

  it("uses only active windows of that weekday", () => {
    expect(computeOpenSlots(input({ availability: [monday("09:00", "12:00", false)] }))).toEqual({
      slots: [],
      reason: "not_working",
    });
    expect(computeOpenSlots(input({ date: "2026-03-03" })).reason).toBe("not_working");
  });

  it("has nothing on a past date", () => {
    expect(computeOpenSlots(input({ now: { date: "2026-03-03", time: "08:00" } }))).toEqual({
      slots: [],
      reason: "past",
    });
  });

  it("skips today's slots at or before the current time (10:59 keeps 11:00, 11:00 drops it)", () => {
    expect(starts(input({ now: { date: MONDAY, time: "10:59" } }))).toEqual(["11:00"]);
    expect(computeOpenSlots(input({ now: { date: MONDAY, time: "11:00" } }))).toEqual({
      slots: [],
      reason: "past",
    });
  });
});

describe("slot availability", () => {
  const booked = (startTime: string, endTime: string, status: string) => ({
    appointmentDate: MONDAY,
    startTime,
    endTime,
    status,
  });

  it("removes slots taken by pending, approved or confirmed appointments", () => {
    const appointments = [
      booked("09:00", "10:00", "pending"),
      booked("10:00", "11:00", "approved"),
      booked("11:00", "12:00", "confirmed"),
    ];
    expect(computeOpenSlots(input({ appointments }))).toEqual({ slots: [], reason: "all_taken" });
  });

  it("ignores cancelled, rejected and auto-rejected appointments", () => {
    const appointments = [
      booked("09:00", "10:00", "cancelled"),
      booked("10:00", "11:00", "rejected"),
      booked("11:00", "12:00", "auto_rejected"),
    ];
    expect(starts(input({ appointments }))).toEqual(["09:00", "10:00", "11:00"]);
  });

  it("removes a slot that a booking overlaps only partly", () => {
    const appointments = [booked("09:30", "10:20", "pending")];
    expect(starts(input({ appointments }))).toEqual(["11:00"]);
  });

  it("ignores appointments of other days", () => {
    const appointments = [
      { ...booked("09:00", "10:00", "pending"), appointmentDate: "2026-03-09" },
    ];
    expect(starts(input({ appointments }))).toEqual(["09:00", "10:00", "11:00"]);
  });

  it("removes blocked slots, partial overlaps included", () => {
    const blocked = [{ date: MONDAY, startTime: "10:30", endTime: "11:15" }];
    expect(starts(input({ blocked }))).toEqual(["09:00"]);
    const all = [{ date: MONDAY, startTime: "09:00", endTime: "12:00" }];
    expect(computeOpenSlots(input({ blocked: all }))).toEqual({ slots: [], reason: "all_blocked" });
  });

  it("says the day is taken when bookings and blocks together fill it", () => {
    const appointments = [booked("09:00", "10:00", "pending")];
    const blocked = [{ date: MONDAY, startTime: "10:00", endTime: "12:00" }];
    expect(computeOpenSlots(input({ appointments, blocked })).reason).toBe("all_taken");
  });
});

describe("fitsWorkingHours (what a professional may block)", () => {
  const slot = (startTime: string, endTime: string) => ({ startTime, endTime });
  it("accepts a range inside an active window of that weekday, edges included", () => {
    const week = [monday("09:00", "12:00")];
    expect(fitsWorkingHours(MONDAY, slot("09:00", "12:00"), week)).toBe(true);
    expect(fitsWorkingHours(MONDAY, slot("10:00", "10:50"), week)).toBe(true);
  });

  it("refuses ranges past the window, other weekdays and inactive windows", () => {
    const week = [monday("09:00", "12:00")];
    expect(fitsWorkingHours(MONDAY, slot("08:30", "09:30"), week)).toBe(false);
    expect(fitsWorkingHours(MONDAY, slot("11:30", "12:30"), week)).toBe(false);
    expect(fitsWorkingHours("2026-03-03", slot("10:00", "11:00"), week)).toBe(false);
    expect(
      fitsWorkingHours(MONDAY, slot("10:00", "11:00"), [monday("09:00", "12:00", false)]),
    ).toBe(false);
  });
});
