/**
 * `magis agenda move REF WHEN` · `agenda cancel REF` · `agenda delete REF`: change what Magis
 * believes is coming. REF is the number `magis agenda` printed on this run (same `--now`,
 * `--within`, `--from`) or an item's `id` from `--json`. Each edit is one batch of the world
 * journal: `magis undo` reverts it.
 */
import {parseDuration} from '../../config/clock.js';
import {showValue, UsageError} from '../../config/errors.js';
import {agendaBetween, formatAgenda} from '../../agenda/agenda.js';
import {lastListing} from '../../agenda/listing.js';
import type {Context, Language} from '../../domain/types.js';
import {checkupTitle} from '../../agenda/titles.js';
import {getTask} from '../../store/tasks.js';
import {cancelPetCare, movePetCare, openPetCare} from '../../store/pets.js';
import type {AgendaItem} from '../../domain/records.js';
import {resolveAgendaRef, type AgendaTarget} from '../../agenda/refs.js';
import {say} from '../../assistant/phrasing.js';
import {sayItem, sayWhen} from '../../assistant/world/say-item.js';
import {addDays} from '../../time/arithmetic.js';
import {batchChanges, endBatch, startBatch} from '../../store/journal.js';
import type {Store} from '../../store/store.js';
import {userLanguage} from '../../store/user-language.js';
import {deleteItem, itemExists, moveTaskDue, type WorldItem, worldItem} from '../../store/world-items.js';
import {applyCancel, applyMove} from '../../assistant/plan/apply.js';
import {sayOutcome, sayPetCare} from '../../assistant/plan/say.js';
import {nextOccurrence} from '../../time/recurrence.js';
import {localDay} from '../../time/day.js';
import {resolveDate} from '../../understanding/index.js';
import {parseDayFlag} from '../day-flag.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

interface Flags {
  within?: string;
  from?: string;
  json?: boolean;
  now?: string;
  /** On a recurring item: change the whole series, not the occurrence the listing showed. */
  series?: boolean;
}

/**
 * The item REF names, checked to exist; a usage error otherwise. A number means what the latest
 * `magis agenda` listing showed at it (the same item, on the same day for a series): when an edit
 * since moved or removed that, the number is refused with the list as it is now, never taken to
 * mean whatever sits at it today. With no listing remembered, the number is read on this run's
 * listing (same `--now`, `--within`, `--from`), as before.
 */
/** A pet's vet visit or vaccine on the agenda ("pet-care-3"): the agenda lists it like anyone's booking, so its number moves and cancels it too. */
type PetTarget = {table: 'pet_care'; id: number; item: AgendaItem | null};
type Target = AgendaTarget | PetTarget;
const PET_ID = /^pet-care-(\d+)$/;

/** The item a REF names among `items` (its number there, or its id), a pet's care included. */
function resolveRef(items: AgendaItem[], ref: string): Target | null {
  const r = ref.trim().toLowerCase();
  const shown = /^\d+$/.test(r) ? items[Number(r) - 1] : items.find(i => i.id === r);
  const pet = PET_ID.exec(shown?.id ?? r);
  if (pet) return {table: 'pet_care', id: Number(pet[1]), item: shown ?? null};
  const t = resolveAgendaRef(items, ref);
  return t && shown ? {...t, item: shown} : t;
}

function target(store: Store, ref: string, flags: Flags, lang: 'pt' | 'en'): Target {
  const today = localDay(store.now);
  const listing = /^\d+$/.test(ref.trim()) ? lastListing(store.db) : null;
  const from = listing ? listing.from : flags.from === undefined ? today : parseDayFlag(flags.from, today, '--from');
  const days = listing ? listing.days : Math.ceil(parseDuration(flags.within ?? '7d', '--within').days);
  const items = agendaBetween(store.db, {from, to: addDays(from, days), now: store.now, language: lang, ...(listing?.context ? {context: listing.context as Context} : {})});
  const missing = () =>
    new UsageError(
      say(
        lang,
        `Nada na agenda com o número ou id ${showValue(ref)}; veja \`magis agenda\` (ou --json para os ids).`,
        `Nothing on the agenda has the number or id ${showValue(ref)}; see \`magis agenda\` (or --json for the ids).`,
      ),
    );
  let t: Target | null;
  if (listing) {
    const shown = listing.items[Number(ref) - 1];
    if (!shown) throw missing();
    const now = items.find(i => i.id === shown.id && i.date === shown.date);
    if (!now) {
      const list = formatAgenda(items, {today, from, days, language: lang, numbered: true}).join('\n');
      throw new UsageError(
        `${say(lang, `O número ${showValue(ref)} não aponta mais para o que a última agenda mostrou (mudou desde então); a agenda agora:`, `Number ${showValue(ref)} no longer points at what the last agenda showed (it changed since); the agenda now:`)}\n${list}`,
      );
    }
    t = resolveRef([now], now.id);
  } else t = resolveRef(items, ref);
  if (!t) throw missing();
  if (t.table === 'birthday') {
    throw new UsageError(
      say(
        lang,
        'Um aniversário não se move nem se cancela: corrija a data com `magis people set NOME --birthday D`.',
        'A birthday does not move or get cancelled: correct its date with `magis people set NAME --birthday D`.',
      ),
    );
  }
  if (t.table === 'pet_care' ? !petCareOf(store, t.id) : !itemExists(store.db, t.table, t.id)) throw missing();
  return t;
}

/** A pet's care still to come, as the chat's pet-care moves say it. */
const petCareOf = (store: Store, id: number) => openPetCare(store.db, '0000-00-00').find(c => c.id === id) ?? null;

/** What was done, said back, or printed as JSON with the changes (ids of the rows touched). */
function report(store: Store, flags: Flags, batch: number, sentence: string): void {
  endBatch(store.db);
  if (flags.json) return printJson({changes: batchChanges(store.db, batch)});
  println(sentence);
}

/** What a reply calls the item: the listing's title, else the row's own (a task's words, an event's title, a visit's label or kind) — never its number. */
function titleOf(store: Store, t: Target, lang: Language): string {
  if (t.item) return t.item.title;
  if (t.table === 'pet_care') return `#${t.id}`;
  if (t.table === 'tasks') return getTask(store.db, t.id)?.description ?? `#${t.id}`;
  const row = worldItem(store.db, t.table as 'checkups' | 'events', t.id);
  if (!row) return `#${t.id}`;
  return row.table === 'checkups' ? checkupTitle(row.kind, lang, row.title) : (row.title ?? `#${t.id}`);
}

/** A booking or event as the chat says it, with whose it is ("a vacina da Frida", "Leo's dentist visit"); null for a task. */
function deletedWhat(store: Store, t: Target, lang: Language): string | null {
  if (t.table === 'pet_care') {
    const care = petCareOf(store, t.id);
    return care ? sayPetCare(care, lang) : null;
  }
  if (t.table === 'tasks') return null;
  const row = worldItem(store.db, t.table as 'checkups' | 'events', t.id);
  return row ? sayItem(row, lang) : null;
}

/**
 * The held item a listing's REF names, as the plan's apply takes it, with the occurrence it showed:
 * on a recurring item the number names one day (the listing's), the id the next one from today.
 */
function heldItem(store: Store, t: AgendaTarget): {item: WorldItem; occurrence: string | null} {
  const item = worldItem(store.db, t.table as 'checkups' | 'events', t.id)!;
  const day = t.item?.date ?? (item.date && item.rrule ? nextOccurrence(item.date, item.time, item.rrule, localDay(store.now)) : null);
  return {item, occurrence: item.rrule ? day : null};
}

/** After an edit of one occurrence (the reply already says the others stand): how to change them all. */
const oneDayNote = (lang: 'pt' | 'en') => say(lang, ' (`--series` muda a série toda.)', ' (`--series` changes the whole series.)');

export async function move(ref: string, when: string, flags: Flags): Promise<void> {
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    const t = target(store, ref, flags, lang);
    const r = resolveDate(when, store.now, {tense: 'future', language: lang});
    if (!r)
      throw new UsageError(
        say(
          lang,
          `Não entendi a data ${showValue(when)}; tente "sexta 15h", "2026-12-03 10:00" ou "amanhã".`,
          `I could not read the date ${showValue(when)}; try "friday 3pm", "2026-12-03 10:00" or "tomorrow".`,
        ),
      );
    const dayGiven = r.text !== when.trim() || !r.time;
    const title = titleOf(store, t, lang);
    const batch = startBatch(store.db, 'cli', null, store.nowIso());
    if (t.table === 'pet_care') {
      // The chat's pet-care move: booked on the new day, its hour kept when only a day is said.
      const care = petCareOf(store, t.id)!;
      const date = dayGiven ? r.date : (care.date ?? r.date);
      const time = r.time ?? care.time;
      movePetCare(store.db, care.id, date, time);
      return report(store, flags, batch, sayOutcome({kind: 'pet-care', act: 'move', care, date, time, rebook: false}, lang) ?? '');
    }
    if (t.table === 'tasks') {
      moveTaskDue(store.db, t.id, r.date);
      return report(store, flags, batch, say(lang, `Movi “${title}” para ${sayWhen(r.date, null, lang)}.`, `Moved “${title}” to ${sayWhen(r.date, null, lang)}.`));
    }
    // The chat's own move: one occurrence of a series unless --series, the same words to say it.
    const {item, occurrence} = heldItem(store, t as AgendaTarget);
    const outcome = applyMove(
      store.db,
      item,
      {date: dayGiven ? r.date : null, time: r.time, keepTime: !r.time},
      {occurrence: flags.series ? null : occurrence, series: !!flags.series},
      store.nowIso(),
    );
    report(store, flags, batch, `${sayOutcome(outcome, lang)}${occurrence && !flags.series ? oneDayNote(lang) : ''}`);
  });
}

export async function cancel(ref: string, flags: Flags): Promise<void> {
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    const t = target(store, ref, flags, lang);
    const title = titleOf(store, t, lang);
    const batch = startBatch(store.db, 'cli', null, store.nowIso());
    if (t.table === 'pet_care') {
      const care = petCareOf(store, t.id)!;
      cancelPetCare(store.db, care.id, false);
      return report(
        store,
        flags,
        batch,
        `${sayOutcome({kind: 'pet-care', act: 'cancel', care, date: null, time: null, rebook: false}, lang)} ${say(lang, '(`magis undo` desfaz.)', '(`magis undo` reverts it.)')}`,
      );
    }
    if (t.table === 'tasks') {
      deleteItem(store.db, 'tasks', t.id);
      return report(store, flags, batch, say(lang, `Cancelei “${title}”. (\`magis undo\` desfaz.)`, `Cancelled “${title}”. (\`magis undo\` reverts it.)`));
    }
    const {item, occurrence} = heldItem(store, t as AgendaTarget);
    const outcome = applyCancel(store.db, item, {occurrence: flags.series ? null : occurrence, series: !!flags.series}, store.nowIso());
    report(store, flags, batch, `${sayOutcome(outcome, lang)}${occurrence && !flags.series ? oneDayNote(lang) : ''} ${say(lang, '(`magis undo` desfaz.)', '(`magis undo` reverts it.)')}`);
  });
}

export async function remove(ref: string, flags: Flags): Promise<void> {
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    const t = target(store, ref, flags, lang);
    // Said before it goes, as a cancel says it: whose and what ("o oftalmologista do seu pai"); a task by its words.
    const what = deletedWhat(store, t, lang) ?? `“${titleOf(store, t, lang)}”`;
    const batch = startBatch(store.db, 'cli', null, store.nowIso());
    if (t.table === 'pet_care') cancelPetCare(store.db, t.id, false);
    else deleteItem(store.db, t.table as 'checkups' | 'events' | 'tasks', t.id);
    report(store, flags, batch, say(lang, `Apaguei ${what} da agenda. (\`magis undo\` desfaz.)`, `Deleted ${what} from the agenda. (\`magis undo\` reverts it.)`));
  });
}
