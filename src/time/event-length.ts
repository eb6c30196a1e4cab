/**
 * How long a timed event said without an end lasts when written to a calendar: one hour.
 *
 * RFC 5545 (3.6.1) makes a VEVENT with a DATE-TIME DTSTART and neither DTEND nor DURATION end at
 * the instant it starts: a zero-length mark that Google Calendar shows as a sliver at the top of
 * the hour and some apps drop. So every timed event Magis writes (`remind --ics`, the CalDAV sync)
 * gets an end; an hour is the length Google Calendar (Settings → "Default duration") and Apple
 * Calendar give a new event, so it looks like one made there. A span said with its end keeps that end.
 */
export const UNTIMED_EVENT_LENGTH = {hours: 1} as const;
