import {describe, expect, it} from 'vitest';
import {readStances} from './read.js';

// Tuesday 1 December 2026, mid-morning: "sexta" is the 4th, "quinta" the 3rd, "tomorrow" the 2nd.
const now = new Date('2026-12-01T10:00:00');
const read = (text: string, lang: 'pt' | 'en', corrects = false) => readStances(text, now, lang, {corrects});

type Row = [text: string, lang: 'pt' | 'en', ref: RegExp];

describe('a thing called off, whatever the verb', () => {
  const cancels: Row[] = [
    // Brazilian, typed as people type
    ['a terapia da vó hj foi cancelada', 'pt', /terapia da vó hj/],
    ['desmarquei o oftalmo da Bia', 'pt', /oftalmo da Bia/],
    ['cancelaram a reunião de pais de quinta', 'pt', /reunião de pais de quinta/],
    ['o futsal do caio n vai ter essa semana', 'pt', /futsal do caio/],
    ['a Lu não vai mais no pediatra sexta', 'pt', /Lu no pediatra sexta/],
    ['o churras de sábado furou', 'pt', /churras de sábado/],
    // European
    ['anularam a consulta do miúdo no centro de saúde', 'pt', /consulta do miúdo/],
    ['a explicação de matemática da Inês já não vai haver esta semana', 'pt', /explicação de matemática da Inês/],
    ['a reunião de condomínio ficou sem efeito', 'pt', /reunião de condomínio/],
    // American
    ["tmrw's standup is off, Dana's out", 'en', /standup/],
    ['we canceled the pediatrician for Leo', 'en', /pediatrician for Leo/],
    ["we're not going to the Hendersons' bbq on saturday after all", 'en', /Hendersons' bbq on saturday/],
    // British
    ["mum's chiropodist appointment has been cancelled", 'en', /chiropodist appointment/],
    ['no swimming for Alfie today, the pool is shut', 'en', /swimming for Alfie today/],
    ['the school have called off the nativity rehearsal', 'en', /nativity rehearsal/],
    // Giving up, missing, skipping: the plan is off for the one who says so.
    ['desisti do inglês de terça, muito caro', 'pt', /inglês de terça/],
    ['o Rui falta à explicação amanhã, tem teste', 'pt', /Rui explicação/],
    ['esta semana saltamos o treino', 'pt', /treino/],
    ['skipping choir this thursday, too tired', 'en', /choir this thursday/],
    ["Ben won't be at rugby on Saturday", 'en', /Ben rugby on Saturday/],
    ['not going to spin class tmrw anymore', 'en', /spin class/],
    // The thing itself not needed after all, nothing after the verb naming another thing.
    ['a ecografia da Rita afinal não é precisa, já a fez no mês passado', 'pt', /ecografia da Rita/],
  ];
  it.each(cancels)('%s', (text, lang, ref) => {
    const [s, ...more] = read(text, lang);
    expect(s?.kind).toBe('cancel');
    expect(s!.ref).toMatch(ref);
    expect(more.filter(m => m.kind === 'cancel')).toEqual([]);
  });

  it('names the thing by the object of an active verb, not by who cancelled it', () => {
    expect(read('o Beto já desmarcou o dentista de sexta', 'pt')[0]!.ref).toBe('o dentista de sexta');
    expect(read('the clinic cancelled her physio', 'en')[0]!.ref).toBe('her physio');
  });

  it('says whether one day of a series or the whole series is meant', () => {
    expect(read('não tem natação essa quinta', 'pt')[0]!.scope).toBe('occurrence');
    expect(read('o Caio não vai mais ao judô', 'pt')[0]!.scope).toBe('series');
    expect(read('cancel choir for good', 'en')[0]!.scope).toBe('series');
  });

  const quiet: Array<[string, 'pt' | 'en']> = [
    ['a reunião não foi cancelada, só mudou de sala', 'pt'],
    ['não vou esquecer do remédio da vó', 'pt'],
    ['faz mais de um ano que ela não vai ao dentista', 'pt'],
    ['havent been to the dentist in like 2 years', 'en'],
    ["don't cancel the plumber, he's coming at 3", 'en'],
    ["I'm not going to forget mum's birthday", 'en'],
    ['não precisa marcar nada por enquanto', 'pt'],
    ['the dentist is fine, nothing cancelled', 'en'],
    ['tenho de levar o miúdo à vacina amanhã', 'pt'],
  ];
  it.each(quiet)('calls nothing off: %s', (text, lang) => {
    expect(read(text, lang).filter(s => s.kind === 'cancel')).toEqual([]);
  });
});

describe('a thing moved, whatever the verb', () => {
  type MoveRow = [text: string, lang: 'pt' | 'en', ref: RegExp, date: string | null, time: string | null];
  const moves: MoveRow[] = [
    ['adiaram o pediatra do Caio p/ sexta 10h', 'pt', /pediatra do Caio/, '2026-12-04', '10:00'],
    ['o oftalmo da Lu agora é quinta às 11h', 'pt', /oftalmo da Lu/, '2026-12-03', '11:00'],
    ['a clínica ligou: ficou pra sexta', 'pt', /^(?:a clínica ligou)?$/, '2026-12-04', null],
    ['remarcaram a fono da Bia pra segunda que vem, mesmo horário', 'pt', /fono da Bia/, '2026-12-07', null],
    ['a consulta da Rita passou para sexta às 15h', 'pt', /consulta da Rita/, '2026-12-04', '15:00'],
    ['passaram-me a consulta do médico de família para quinta', 'pt', /consulta do médico de família/, '2026-12-03', null],
    ["Leo's dentist appt is now Friday at 10", 'en', /Leo's dentist appt/, '2026-12-04', '10:00'],
    ['they pushed my 1:1 with Priya back to thursday 3pm', 'en', /1:1 with Priya/, '2026-12-03', '15:00'],
    ['the GP surgery rang and moved mum to friday', 'en', /mum/, '2026-12-04', null],
    ['can we do the team lunch on friday instead', 'en', /team lunch/, '2026-12-04', null],
    // "the same hour" after the new day keeps the hour and never names the thing: the thing is the clause before.
    ['desmarcaram a consulta da miúda, passou para dia 9 à mesma hora', 'pt', /consulta da miúda/, '2026-12-09', null],
    ['o pediatra do Caio mudou pra sexta no mesmo horário', 'pt', /pediatra do Caio/, '2026-12-04', null],
    ["the GP appointment's been moved to the 9th at the same time", 'en', /GP appointment/, '2026-12-09', null],
    ['swimming is now on thursday, same time', 'en', /swimming/, '2026-12-03', null],
  ];
  it.each(moves)('%s', (text, lang, ref, date, time) => {
    const s = read(text, lang).find(x => x.kind === 'move');
    expect(s).toBeDefined();
    expect(s!.ref).toMatch(ref);
    expect(s!.to).toMatchObject({date, time});
  });

  it('reads a day or hour denied as the old one, the other as the new', () => {
    const [day] = read('dia 9, não 10', 'pt', true);
    expect(day).toMatchObject({kind: 'move', to: {date: '2026-12-09'}, denied: {date: '2026-12-10'}});
    const [hour] = read('a reunião com o Beto é às 16h, não 15h', 'pt');
    expect(hour).toMatchObject({kind: 'move', to: {date: null, time: '16:00'}, denied: {date: null, time: '15:00'}});
    const [en] = read("it's at 4 not 3", 'en');
    expect(en).toMatchObject({kind: 'move', to: {time: '16:00'}, denied: {time: '15:00'}});
  });

  it('after a correction lead, a short sentence with a day is the new day of what was just said', () => {
    expect(read('é na sexta', 'pt', true)[0]).toMatchObject({kind: 'move', reading: 'corrected', to: {date: '2026-12-04'}});
    expect(read('I meant the 14th', 'en', true)[0]).toMatchObject({kind: 'move', reading: 'corrected', to: {date: '2026-12-14'}});
    // Without a lead the same words are a statement, not a correction.
    expect(read('é na sexta', 'pt', false)).toEqual([]);
  });

  const still: Array<[string, 'pt' | 'en']> = [
    ['a reunião não foi adiada, continua quinta', 'pt'],
    ['mudei de ideia sobre o presente', 'pt'],
    ['we moved house last year', 'en'],
    ['the kids changed schools in september', 'en'],
    ['tenho dentista sexta às 10h', 'pt'],
  ];
  it.each(still)('moves nothing: %s', (text, lang) => {
    expect(read(text, lang).filter(s => s.kind === 'move')).toEqual([]);
  });
});

describe('a thing ticked or said done after it happened', () => {
  const happened: Row[] = [
    ['dentista do pedro ✅', 'pt', /dentista do pedro/],
    ['consulta da avó: feita', 'pt', /consulta da avó/],
    ['as análises da Rita, concluído', 'pt', /análises da Rita/],
    ["mum's eye test ✔️", 'en', /mum's eye test/i],
    ['physio done, knee much better', 'en', /physio/],
  ];
  it.each(happened)('%s', (text, lang, ref) => {
    const s = read(text, lang).find(x => x.kind === 'happened');
    expect(s?.ref).toMatch(ref);
  });
  it.each([
    ['a consulta ainda não está feita', 'pt'],
    ["the physio isn't done yet", 'en'],
  ] as const)('not over: %s', (text, lang) => {
    expect(read(text, lang).some(x => x.kind === 'happened')).toBe(false);
  });
});
