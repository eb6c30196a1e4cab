/**
 * The world a message is read against, read once before interpretation: what is booked and coming
 * (from yesterday on, so "a consulta de ontem foi cancelada" still finds it), the pets' care, who is known, the
 * open to-dos, and what the conversation was just about.
 */
import type {DB} from '../../store/db.js';
import {recentPeople} from '../../store/dialogue-state.js';
import {focusItems} from '../../store/focus.js';
import {openPetCare, petNames} from '../../store/pets.js';
import {openTasks} from '../../store/task-lifecycle.js';
import {knownPeople, openItems, openNeeds} from '../../store/world-items.js';
import {addDays} from '../../time/arithmetic.js';
import {localDay} from '../../time/day.js';
import type {World} from './types.js';

export function readWorld(db: DB, now: Date, conversation: {id: number; messageId: number} | null): World {
  const today = localDay(now);
  return {
    today,
    items: openItems(db, addDays(today, -1), {yearly: true}),
    needs: openNeeds(db),
    people: knownPeople(db),
    pets: petNames(db),
    petCare: openPetCare(db, addDays(today, -1)),
    tasks: openTasks(db),
    focus: conversation ? focusOf(db, conversation) : {items: [], people: []},
  };
}

function focusOf(db: DB, conversation: {id: number; messageId: number}): World['focus'] {
  const recent = recentPeople(db, conversation.id);
  return {items: focusItems(db, conversation.id, conversation.messageId), people: recent.map(p => p.id), lastPeople: recent.filter(p => p.at === recent[0]!.at).map(p => p.id)};
}
