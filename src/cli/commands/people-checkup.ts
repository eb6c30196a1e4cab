/**
 * `magis people checkup NAME N done|cancel|delete|move [WHEN]`: correct a person's checkups, by the
 * number `magis people NAME` shows beside each. Each edit is one batch of the world journal
 * (`magis undo` reverts it).
 */
import {showValue, UsageError} from '../../config/errors.js';
import {say} from '../../assistant/phrasing.js';
import {sayWhen} from '../../assistant/world/say-item.js';
import {kindWords} from '../../text/kind-words.js';
import {batchChanges, endBatch, startBatch} from '../../store/journal.js';
import {userLanguage} from '../../store/user-language.js';
import {bookNeed, checkupDone, deleteItem, personCheckups, worldItem} from '../../store/world-items.js';
import {applyCancel, applyMove} from '../../assistant/plan/apply.js';
import {sayOutcome} from '../../assistant/plan/say.js';
import {displayName} from '../../text/names.js';
import {localDay} from '../../time/day.js';
import {resolveDate} from '../../understanding/index.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {resolvePerson} from './people-resolve.js';

const ACTIONS = ['done', 'cancel', 'delete', 'move'] as const;

export async function run(name: string, ref: string, action: string, when: string | undefined, flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    const person = resolvePerson(store.db, name, lang);
    if (!(ACTIONS as readonly string[]).includes(action)) {
      throw new UsageError(say(lang, `Ação ${showValue(action)} desconhecida: use done, cancel, delete ou move.`, `Unknown action ${showValue(action)}: use done, cancel, delete or move.`));
    }
    const list = personCheckups(store.db, person.id);
    const n = /^\d+$/.test(ref.trim()) ? Number(ref) : NaN;
    const c = list[n - 1];
    if (!c) {
      throw new UsageError(
        say(
          lang,
          `${displayName(person.name)} não tem consulta número ${showValue(ref)}; veja \`magis people ${person.name}\`.`,
          `${displayName(person.name)} has no checkup number ${showValue(ref)}; see \`magis people ${person.name}\`.`,
        ),
      );
    }
    const what = kindWords(c.kind, lang).noun;
    let date: string | null = null;
    let time: string | null = null;
    if (action === 'move' || (action === 'done' && when)) {
      if (!when) throw new UsageError(say(lang, 'Diga para quando: `magis people checkup NOME N move "sexta 15h"`.', 'Say when: `magis people checkup NAME N move "friday 3pm"`.'));
      const r = resolveDate(when, store.now, {tense: action === 'done' ? 'past' : 'future', language: lang});
      if (!r) throw new UsageError(say(lang, `Não entendi a data ${showValue(when)}.`, `I could not read the date ${showValue(when)}.`));
      date = r.text !== when.trim() || !r.time ? r.date : (c.date ?? r.date);
      time = r.time ?? c.time;
    }
    if (action === 'cancel' && c.status !== 'scheduled') {
      throw new UsageError(
        say(lang, `O ${what} de ${displayName(person.name)} não está marcado; use delete para apagá-lo.`, `${displayName(person.name)}'s ${what} is not booked; use delete to remove it.`),
      );
    }
    const batch = startBatch(store.db, 'cli', null, store.nowIso());
    let said: string;
    if (action === 'done') {
      const day = date ?? localDay(store.now);
      checkupDone(store.db, c.id, day);
      said = say(lang, `Anotado: ${displayName(person.name)} — ${what} feito em ${sayWhen(day, null, lang)}.`, `Noted: ${displayName(person.name)} — ${what} done on ${sayWhen(day, null, lang)}.`);
    } else if (action === 'cancel') {
      // The chat's own cancel and its words.
      said = sayOutcome(applyCancel(store.db, worldItem(store.db, 'checkups', c.id)!, {occurrence: null, series: false}, store.nowIso()), lang)!;
    } else if (action === 'delete') {
      deleteItem(store.db, 'checkups', c.id);
      said = say(lang, `Apaguei o ${what} de ${displayName(person.name)}.`, `Deleted ${displayName(person.name)}'s ${what}.`);
    } else if (c.status === 'scheduled') {
      said = sayOutcome(applyMove(store.db, worldItem(store.db, 'checkups', c.id)!, {date, time, keepTime: false}, {occurrence: null, series: false}, store.nowIso()), lang)!;
    } else {
      // A need (or a visit had) given a day is booked on it.
      bookNeed(store.db, c.id, date, time, null);
      said = sayOutcome({kind: 'moved', item: worldItem(store.db, 'checkups', c.id)!, date: date!, time, occurrence: null, series: false}, lang)!;
    }
    endBatch(store.db);
    if (flags.json) return printJson({changes: batchChanges(store.db, batch)});
    println(`${said} ${say(lang, '(`magis undo` desfaz.)', '(`magis undo` reverts it.)')}`);
  });
}
