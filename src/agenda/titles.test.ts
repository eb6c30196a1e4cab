import {describe, expect, it} from 'vitest';
import type {Language} from '../domain/types.js';
import {bookingTitle, chatWorded, itemTitle, type Owner, type Titled} from './titles.js';

const maya: Owner = {person: 'Maya', gender: 'female', unnamed: false};
const pedro: Owner = {person: 'Pedro', gender: 'male', unnamed: false};
const ruth: Owner = {person: 'Ruth', gender: 'female', unnamed: false};
/** No gender stored: Portuguese takes it from the name's ending ("da Sonia"), else says "de". */
const sonia: Owner = {person: 'Sonia', gender: null, unnamed: false};
const kim: Owner = {person: 'Kim', gender: null, unnamed: false};
const mum: Owner = {person: 'mum', gender: 'female', unnamed: true};
const mae: Owner = {person: 'mãe', gender: 'female', unnamed: true};

const visit = (kind: string, owner: Owner | null, label: string | null = null): Titled => ({source: 'checkup', kind, label, owner});
const birthday = (owner: Owner): Titled => ({source: 'birthday', owner});
/** An event the chat learned, its title lifted from the sentence. */
const said = (kind: string, title: string, owner: Owner | null): Titled => ({source: 'event', kind, title, worded: chatWorded(title, true), owner});
/** An event whose title someone typed (a calendar, add_event, a phone's rename). */
const typed = (kind: string, title: string, owner: Owner | null): Titled => ({source: 'event', kind, title, worded: chatWorded(title, false), owner});

const table = (lang: Language, rows: Array<[Titled, string]>) => rows.map(([t]) => itemTitle(t, lang));
const expected = (rows: Array<[Titled, string]>) => rows.map(([, title]) => title);

describe('titles a person would write on a shared calendar', () => {
  it('Portuguese: what and whose, the visit by its own label, articles by gender', () => {
    const rows: Array<[Titled, string]> = [
      [visit('dentist', maya), 'Dentista — Maya'],
      [visit('dentist', null), 'Dentista'],
      [visit('other', pedro, 'alergista'), 'Alergista — Pedro'],
      [visit('other', ruth, 'cirurgia de catarata'), 'Cirurgia de catarata — Ruth'],
      [visit('other', pedro), 'Consulta — Pedro'],
      [visit('blood_test', mae), 'Exame de sangue — Mãe'],
      [birthday(sonia), 'Aniversário da Sonia'],
      [birthday(pedro), 'Aniversário do Pedro'],
      [birthday(kim), 'Aniversário de Kim'],
      [birthday(mae), 'Aniversário da sua mãe'],
      // The chat's words: a lone birthday word is whose birthday; the rest capitalised, with whose.
      [said('birthday', 'niver', sonia), 'Aniversário da Sonia'],
      [said('birthday', 'o aniversário', pedro), 'Aniversário do Pedro'],
      [said('birthday', 'anos', sonia), 'Aniversário da Sonia'],
      [said('class', 'natação', pedro), 'Natação — Pedro'],
      [said('social', 'show', pedro), 'Show — Pedro'],
      [said('meeting', 'reunião de pais', null), 'Reunião de pais'],
    ];
    expect(table('pt', rows)).toEqual(expected(rows));
  });

  it('English: "Dentist — Maya", "Sonia\'s birthday", the label kept', () => {
    const rows: Array<[Titled, string]> = [
      [visit('dentist', maya), 'Dentist — Maya'],
      [visit('eye_exam', null), 'Eye exam'],
      [visit('ent', pedro), 'ENT — Pedro'],
      [visit('other', pedro, 'allergist'), 'Allergist — Pedro'],
      [visit('other', ruth, 'cataract surgery'), 'Cataract surgery — Ruth'],
      [visit('other', mum, 'hip replacement'), 'Hip replacement — Mum'],
      [birthday(sonia), "Sonia's birthday"],
      [birthday(mum), "Your mum's birthday"],
      [said('birthday', 'bday', sonia), "Sonia's birthday"],
      [said('birthday', 'his b-day', pedro), "Pedro's birthday"],
      [said('birthday', 'Birthday', ruth), "Ruth's birthday"],
      [said('social', 'concert', pedro), 'Concert — Pedro'],
      [said('class', 'swimming', maya), 'Swimming — Maya'],
      [said('trip', 'flying to Lisbon', null), 'Flying to Lisbon'],
    ];
    expect(table('en', rows)).toEqual(expected(rows));
  });

  it("in the user's language whatever the words were said in: a Portuguese user's visit and birthday", () => {
    expect(itemTitle(visit('dentist', maya), 'pt')).toBe('Dentista — Maya');
    expect(itemTitle(visit('dentist', maya), 'en')).toBe('Dentist — Maya');
    expect(itemTitle(said('birthday', 'bday', sonia), 'pt')).toBe('Aniversário da Sonia');
  });

  it('never rewords what someone typed, nor says whose twice', () => {
    const rows: Array<[Titled, string]> = [
      // Typed on a phone, by add_event, imported: as typed, even lower case, even without whose.
      [typed('social', 'Book club', pedro), 'Book club'],
      [typed('other', 'iPhone launch', null), 'iPhone launch'],
      [typed('social', 'concert', pedro), 'concert'],
      [typed('birthday', 'bday', sonia), 'bday'],
      // Learned from a message but written as a title (capitalised there): the user's title.
      [said('social', 'Book club', pedro), 'Book club'],
      // Already names whose it is.
      [said('class', "Pedro's recital", pedro), "Pedro's recital"],
      [said('social', 'festa do Pedro', pedro), 'Festa do Pedro'],
      [visit('other', maya, 'Maya ortho check'), 'Maya ortho check'],
      // A birthday party is a party, not the birthday.
      [said('social', 'bday party', sonia), 'Bday party — Sonia'],
      [said('birthday', 'birthday lunch at Nando’s', sonia), 'Birthday lunch at Nando’s — Sonia'],
    ];
    expect(table('en', rows)).toEqual(expected(rows));
  });

  it('the agenda names whose beside the title: what alone there, a birthday still whose', () => {
    expect(itemTitle(visit('other', pedro, 'alergista'), 'pt', {whose: false})).toBe('Alergista');
    expect(itemTitle(said('class', 'natação', pedro), 'pt', {whose: false})).toBe('Natação');
    expect(itemTitle(said('birthday', 'niver', sonia), 'pt', {whose: false})).toBe('Aniversário da Sonia');
  });

  it('a checkup still to book: the verb, the visit, whose', () => {
    expect(bookingTitle('eye_exam', 'Ana', 'pt')).toBe('Marcar oftalmologista — Ana');
    expect(bookingTitle('dentist', 'user', 'pt')).toBe('Marcar dentista');
    expect(bookingTitle('dentist', 'Ana', 'en')).toBe('Book dentist — Ana');
    expect(bookingTitle('task', 'user', 'en', 'renew passport')).toBe('Task: renew passport');
  });
});
