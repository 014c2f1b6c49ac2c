import ICAL from "ical.js";

/**
 * An .ics read by a real calendar parser (ical.js, Mozilla's, as in Thunderbird). A TZID is
 * resolved from the file's own VTIMEZONE blocks (without them the times would float), so each
 * event's start and end are the absolute instants a calendar app would show, with the addresses
 * it would schedule with. Throws where the parser does.
 */
export function readCalendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
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
        /** The calendar addresses (RFC 5546: ORGANIZER 1, ATTENDEE 1+ on REQUEST and CANCEL). */
        organizer: component.getFirstPropertyValue("organizer")?.toString() ?? null,
        attendees: component
          .getAllProperties("attendee")
          .map((attendee) => attendee.getFirstValue()?.toString()),
      };
    }),
  };
}
