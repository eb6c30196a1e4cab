/** The event tool: put a meeting, class, trip… on the user's agenda. */
import {z} from 'zod';
import {ruleProblem} from '../../time/recurrence.js';
import {inUserLanguage, showValue, UsageError} from '../../config/errors.js';
import {CONTEXTS} from '../../store/memories.js';
import {writeTx} from '../../store/db.js';
import {getEvent, insertEvent} from '../../store/events.js';
import {findPerson} from '../../store/learn.js';
import type {Context, EventKind} from '../../domain/types.js';
import {dayArg} from './args.js';
import {defineTool} from './define.js';

/** ruleProblem's reasons (English, shared with import's warnings) said in Portuguese; a number stands as N. */
const PROBLEM_PT: Record<string, string> = {
  'it repeats more often than once a day': 'ela se repete mais de uma vez por dia',
  'its recurrence rule cannot be read': 'a regra não pode ser lida',
  'its recurrence rule has no FREQ': 'a regra não tem FREQ',
  'its recurrence interval is over N': 'o intervalo da regra é grande demais',
  'its recurrence rule is too long (over N characters)': 'a regra é longa demais',
};

const KINDS = ['meeting', 'call', 'deadline', 'class', 'trip', 'social', 'birthday', 'anniversary', 'other'] as const satisfies readonly EventKind[];

export const addEventTool = defineTool({
  name: 'add_event',
  title: 'Add an event',
  key: 'event',
  annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false},
  description:
    'Put an event on the user\'s agenda (reminded the day before and the day of). The same person, kind, title, day, time and recurrence again adds nothing (added: false). Health appointments are better told to remember ("Ana tem dentista dia 3 às 14h"), which files them as checkups.',
  input: {
    title: z.string().trim().min(1, "give the event's title").max(300),
    date: z.string().describe('its day, ISO (2026-12-01); for a recurring event, the first occurrence'),
    time: z
      .string()
      .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'use a time like 09:30')
      .optional()
      .describe('HH:MM, local time'),
    endDate: z.string().optional().describe('the last day of an event over several days (a trip: 2026-12-19 to 2027-01-03), inclusive'),
    endTime: z
      .string()
      .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'use a time like 09:30')
      .optional()
      .describe('HH:MM the event ends on its last day (with time and endDate)'),
    kind: z.enum(KINDS).optional().describe('default other'),
    // Names are bounded as a calendar's guests are: 50 names of any length made an event an export could not import back.
    person: z.string().trim().min(1).max(200).optional().describe('whose event: a name list_people knows; default the user'),
    with: z.array(z.string().trim().min(1).max(200)).max(50).optional().describe('other people in it'),
    rrule: z.string().optional().describe('an RFC 5545 recurrence, e.g. FREQ=WEEKLY;BYDAY=SA'),
    context: z
      .enum(CONTEXTS as [Context, ...Context[]])
      .optional()
      .describe('default personal'),
  },
  run: (store, a) => {
    const date = dayArg(a.date, 'date');
    const rrule = a.rrule?.trim().replace(/^RRULE:/i, '') || null;
    // The one validation of recurrences (time/recurrence.ts ruleProblem), as import, the chat and
    // a calendar sync apply it: more often than daily or an absurd interval is refused here, where
    // the caller can be told (an import keeps such an event once instead).
    const problem = rrule ? ruleProblem(rrule) : null;
    if (problem) {
      throw new UsageError(
        inUserLanguage(
          `rrule inválida ${showValue(a.rrule)}: ${PROBLEM_PT[problem.replace(/\d+/g, 'N')] ?? problem}; use uma regra RFC 5545 diária ou mais espaçada, como FREQ=WEEKLY;BYDAY=SA.`,
          `Invalid rrule ${showValue(a.rrule)}: ${problem}; use an RFC 5545 rule of a day or more apart, like FREQ=WEEKLY;BYDAY=SA.`,
        ),
      );
    }
    let entityId: number | null = null;
    if (a.person && !/^(user|me|eu)$/i.test(a.person)) {
      const p = findPerson(store.db, a.person);
      if (!p)
        throw new UsageError(
          inUserLanguage(
            `Ninguém chamado ${showValue(a.person)}; list_people dá os nomes (sem person, o evento é do usuário).`,
            `No person named ${showValue(a.person)}; list_people gives the names (leave person out for the user).`,
          ),
        );
      entityId = p.id;
    }
    const time = a.time ? a.time.padStart(5, '0') : null;
    // A span keeps its end as an import or the chat does (issue 38): the agenda shows it once,
    // the phones get its DTEND; an end that is not after the start is refused, not dropped.
    const endDate = a.endDate ? dayArg(a.endDate, 'endDate') : null;
    if (endDate && endDate <= date)
      throw new UsageError(
        inUserLanguage(
          `endDate ${showValue(a.endDate)} não é depois de date ${showValue(a.date)}; para um dia só, deixe endDate de fora.`,
          `endDate ${showValue(a.endDate)} is not after date ${showValue(a.date)}; for a single day, leave endDate out.`,
        ),
      );
    if (a.endTime && !(endDate && time)) throw new UsageError(inUserLanguage('endTime precisa de time e endDate.', 'endTime needs time and endDate.'));
    const endTime = a.endTime ? a.endTime.padStart(5, '0') : null;
    const res = writeTx(store.db, () =>
      insertEvent(
        store.db,
        {
          entityId,
          kind: a.kind ?? 'other',
          title: a.title,
          with: a.with ?? [],
          date,
          endDate,
          endTime,
          time,
          rrule,
          status: 'scheduled',
          context: a.context ?? 'personal',
        },
        store.nowIso(),
      ),
    );
    return {...getEvent(store.db, res.id)!, added: res.added};
  },
});
