import ICAL from "ical.js";

/**
 * An .ics read by a real calendar parser (ical.js, Mozilla's, as in Thunderbird): its time
 * zones registered from its own VTIMEZONE blocks, so each event's start and end are the absolute
 * instants a calendar app would show. Throws where the parser does.
 */
export function readCalendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  return {
    method: calendar.getFirstPropertyValue("method")?.toString() ?? null,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        sequence: event.sequence,
        status: component.getFirstPropertyValue("status")?.toString() ?? null,
      };
    }),
  };
}
