/**
 * The interpretation rules, in the order they read a message: a pet's care first (its words are
 * never a person's booking), what it calls off, what it moves,
 * what it says happened, whose a thing is, bookings it restates, to-dos it says done, a booking said without its kind, and — last — what is new. Each is one module with a
 * one-line statement of the general rule it implements (`magis extract --explain` prints them).
 */
import type {Rule} from '../types.js';
import {bookedNeed} from './booked-need.js';
import {learnNew} from './learn-new.js';
import {petCare} from './pet-care.js';
import {restatedBooking} from './restated-booking.js';
import {saidCancelled} from './said-cancelled.js';
import {saidHappened} from './said-happened.js';
import {saidMoved} from './said-moved.js';
import {saidOwner} from './said-owner.js';
import {taskDone} from './task-done.js';

export const RULES: readonly Rule[] = [petCare, saidCancelled, saidMoved, saidHappened, saidOwner, restatedBooking, taskDone, bookedNeed, learnNew];
