/** "quando eu costumo ir no dentista?": the habit behind past visits (reminders/patterns.ts). */
import {detectHabit} from '../../reminders/patterns.js';
import {kindWords} from '../../text/kind-words.js';
import {checkupVisits} from '../../store/checkup-history.js';
import {startOfLocalDay} from '../../time/day.js';
import {say} from '../phrasing.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {visitWhen} from './when.js';
import {personAsked} from './who-words.js';
import {displayName} from '../../text/names.js';
import {weekdayPlural} from '../../text/phrases.js';
import {daysBetween} from '../../time/arithmetic.js';
import {clockText} from '../../text/clock.js';

/** Average days in a month, to say an interval between visits in months. */
const DAYS_PER_MONTH = 30.44;

export function answerHabit(ctx: AnswerContext, topic: string): Answer {
  const {lang} = ctx;
  const kind = checkupKindIn(topic);
  const person = personAsked(topic, ctx.people);
  const who = person ? displayName(person.name) : null;
  const subject = who ?? say(lang, 'Você', 'You');
  if (!kind) {
    return answer(say(lang, 'Ainda não vejo um hábito nisso — me conte quando você costuma fazer e eu lembro.', "I don't see a habit there yet — tell me when you usually do it and I'll remember."));
  }
  const go = kindWords(kind, lang).go;
  const visits = checkupVisits(ctx.db, person ? person.id : null, kind).filter(v => v.date && v.status !== 'needed');
  const habit = detectHabit(visits.filter(v => v.precision === 'day').map(v => ({date: v.date!, time: v.time})));
  const verb = say(lang, person ? 'costuma' : 'costuma', person ? 'usually goes' : 'usually go');
  if (habit) {
    // On the user's clock, as the agenda writes it: "por volta das 14h", "around 2 pm".
    const time = habit.time ? say(lang, `, por volta das ${clockText(habit.time, 'pt')}`, `, around ${clockText(habit.time, 'en')}`) : '';
    return answer(
      say(
        lang,
        `${subject} costuma ${go} ${weekdayPlural(habit.weekday, lang)}${time} (${habit.count} visitas).`,
        `${subject} usually ${
          person
            ? kindWords(kind, lang)
                .go.replace(/^go\b/, 'goes')
                .replace(/^see\b/, 'sees')
                .replace(/^get\b/, 'gets')
            : go
        } ${weekdayPlural(habit.weekday, lang)}${time} (${habit.count} visits).`,
      ),
    );
  }
  const every = visits.find(v => v.everyMonths)?.everyMonths ?? null;
  const last = visits.at(-1);
  if (every && last) {
    return answer(
      say(
        lang,
        `${subject} ${verb} ${go} ${every === 1 ? 'todo mês' : `a cada ${every} meses`}; a última vez foi ${visitWhen(last, ctx.now, lang)}.`,
        `${subject} ${person ? 'goes' : 'go'} every ${every === 1 ? 'month' : `${every} months`}; the last time was ${visitWhen(last, ctx.now, lang)}.`,
      ),
    );
  }
  if (visits.length >= 2) {
    const first = startOfLocalDay(visits[0]!.date!);
    const months = Math.max(1, Math.round(daysBetween(first, startOfLocalDay(last!.date!)) / (visits.length - 1) / DAYS_PER_MONTH));
    return answer(
      say(
        lang,
        `Pelas ${visits.length} vezes que sei, ${subject.toLowerCase() === 'você' ? 'você' : subject} ${go
          .replace(/^ir/, 'vai')
          .replace(/^fazer/, 'faz')
          .replace(/^tomar/, 'toma')} mais ou menos a cada ${months} ${months === 1 ? 'mês' : 'meses'}; a última foi ${visitWhen(last!, ctx.now, lang)}.`,
        `From the ${visits.length} times I know of, about every ${months} month${months === 1 ? '' : 's'}; the last was ${visitWhen(last!, ctx.now, lang)}.`,
      ),
    );
  }
  const known = visits.length === 1 ? say(lang, ` Só sei de uma vez, ${visitWhen(visits[0]!, ctx.now, lang)}.`, ` I only know of one time, ${visitWhen(visits[0]!, ctx.now, lang)}.`) : '';
  return answer(
    say(
      lang,
      `Ainda não vejo um padrão de quando ${who ?? 'você'} ${who ? 'costuma' : 'costuma'} ${go}.${known}`,
      `I don't see a pattern yet of when ${who ?? 'you'} ${who ? 'tends' : 'tend'} to ${go}.${known}`,
    ),
  );
}
