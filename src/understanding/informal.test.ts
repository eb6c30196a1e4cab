import {describe, expect, it} from 'vitest';
import {extract} from './index.js';
import {scanTokens} from './text.js';
import {findDates, findTimes, resolveSpec} from './dates.js';
import {isLowerCaseName} from './names.js';

const at = (iso: string) => new Date(iso);
const names = (text: string, now = at('2026-04-15T10:00:00')) => extract(text, {now}).people.map(p => p.name.toLowerCase());

describe('names without capitals', () => {
  it('reads a lower-case given name after an article, as a subject, or beside a kinship word', () => {
    expect(names('o caio vai passar aqui hj a noite')).toContain('caio');
    expect(names('minha cunhada bruna ta atrasada com o dentista')).toContain('bruna');
    expect(names('marcus said he would drop off the ladder')).toContain('marcus');
    expect(names('o pedro meu marido fez o check up')).toContain('pedro');
  });
  it('a possessive kinship word before a name that is also a word, and a verb after it, name the relative', () => {
    expect(extract('minha filha clara precisa ir no dentista', {now: at('2026-04-15T10:00:00')}).people[0]).toMatchObject({name: 'Clara', relation: 'daughter'});
    expect(extract('my wife rose has a mammogram next week', {now: at('2026-04-15T10:00:00')}).checkups[0]).toMatchObject({person: 'Rose', kind: 'mammogram'});
    expect(names('minha filha rosa e eu fomos ao cinema')).not.toContain('rosa');
  });
  it('never takes laughter, chat words, months, brands, pets or places for a name', () => {
    expect(names('kkkk vo no dentista amanha')).toEqual([]);
    expect(names('a mel (minha cachorra) ta doente')).not.toContain('mel');
    expect(names('gotta take the honda in for an oil change tmrw')).toEqual([]);
    expect(names('dia 12 vo pra floripa com a galera')).toEqual([]);
    expect(isLowerCaseName('mae')).toBe(false);
    expect(isLowerCaseName('uma')).toBe(false);
    expect(isLowerCaseName('will')).toBe(false);
    expect(isLowerCaseName('jenna')).toBe(true);
  });
  it('reads a name that is also a word only where syntax insists', () => {
    expect(extract('a clara é minha filha', {now: at('2026-04-15T10:00:00')}).people[0]).toMatchObject({name: 'Clara', relation: 'daughter'});
    expect(names('a clara e a gema')).toEqual([]);
    expect(names('a vida é bela')).toEqual([]);
    expect(names('A Mel, nossa vira-lata, ta doente')).toEqual([]);
    expect(names('dona cida, a vizinha aqui do lado, fez oitenta anos')).toContain('cida');
  });
  it("reads familiar kinship in chat as the user's relatives", () => {
    const x = extract('mom has bloodwork tmrw at 9', {now: at('2026-03-03T20:00:00')});
    expect(x.people[0]?.relation).toBe('mother');
    expect(x.checkups[0]).toMatchObject({kind: 'blood_test', status: 'scheduled', date: '2026-03-04', time: '09:00'});
  });
});

describe('the right person for each fact', () => {
  it('gives the checkup to the possessor and to the person taken', () => {
    const ped = extract('marquei o dentista da sofia pra terca as 9h', {now: at('2026-05-20T10:00:00')});
    expect(ped.checkups[0]).toMatchObject({person: 'Sofia', kind: 'dentist', date: '2026-05-26', time: '09:00'});
    const vo = extract('levei meu pai no oftalmo hj de manha', {now: at('2026-04-08T13:00:00')});
    expect(vo.checkups[0]).toMatchObject({kind: 'eye_exam', status: 'done', date: '2026-04-08'});
    expect(vo.checkups[0]!.person).not.toBe('user');
  });
  it('reads reported speech as about the speaker of it', () => {
    const x = extract('a patricia falou q ta precisando ir no dermato', {now: at('2026-04-01T10:00:00')});
    expect(x.checkups[0]).toMatchObject({person: 'Patricia', kind: 'dermatologist', status: 'needed'});
  });
});

describe('numbers in words', () => {
  it('reads ages, days and hours written out', () => {
    const age = extract('o heitor meu neto de cinco anos tomou a vacina hj', {now: at('2026-05-05T19:00:00')});
    expect(age.people.find(p => p.name === 'Heitor')?.age).toBe(5);
    const toks = scanTokens('entrega do tcc e dia vinte e oito');
    const d = findDates(toks, 'pt')[0]!;
    expect(resolveSpec(d.spec, at('2026-10-19T23:10:00'), 'future').date).toBe('2026-10-28');
    expect(findTimes(scanTokens('call as nove e meia'))[0]?.time).toBe('09:30');
  });
});

describe('events and their rrules', () => {
  const ev = (text: string, now: string) => extract(text, {now: at(now)}).events;
  it('weekly classes on several days, for the subject, on the next occurrence', () => {
    const [e] = ev('o gabriel faz judo toda terca e quinta as 19h', '2026-03-16T10:00:00');
    expect(e).toMatchObject({kind: 'class', person: 'Gabriel', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH', date: '2026-03-17', time: '19:00'});
  });
  it('two events said in one breath part at their "and": each keeps its own title and time', () => {
    const [review, due] = ev('sprint review on wednesday at 3pm and the payments module is due friday', '2026-11-23T08:00:00');
    expect(review).toMatchObject({kind: 'meeting', title: 'sprint review', date: '2026-11-25', time: '15:00'});
    expect(due).toMatchObject({kind: 'deadline', date: '2026-11-27', time: null});
    expect(due!.title).toContain('payments module');
  });
  it('the recurrence words go with the day, not into the title', () => {
    expect(ev('a clara faz natacao todo sabado as 9h', '2026-03-16T10:00:00')[0]?.title).toBe('natacao');
    expect(ev('ella has piano lessons every other friday at 5pm', '2026-09-14T10:00:00')[0]?.title).toBe('piano lessons');
  });
  it('every other weekday and a day of every month', () => {
    expect(ev('ella has piano lessons every other friday at 5pm', '2026-09-14T10:00:00')[0]).toMatchObject({rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', date: '2026-09-18', time: '17:00'});
    expect(ev('dia 10 de todo mes tenho q pagar o aluguel', '2026-04-15T10:00:00')[0]).toMatchObject({rrule: 'FREQ=MONTHLY;BYMONTHDAY=10', date: '2026-05-10'});
  });
  it('birthdays are yearly and belong to whose birthday it is', () => {
    const [b] = ev('meu irmao joao faz aniversario dia 30 de janeiro', '2026-01-10T10:00:00');
    expect(b).toMatchObject({kind: 'birthday', person: 'Joao', date: '2026-01-30', rrule: 'FREQ=YEARLY'});
  });
  it('two events in one sentence each take their own date', () => {
    const es = ev('sprint review na quarta as 15h e entrega do modulo de pagamentos na sexta', '2026-06-01T09:00:00');
    expect(es.map(e => [e.kind, e.date])).toEqual([
      ['meeting', '2026-06-03'],
      ['deadline', '2026-06-05'],
    ]);
    expect(es[0]!.time).toBe('15:00');
  });
  it('an event and a checkup in one sentence keep their own day, hour and people', () => {
    const now = at('2026-11-23T10:00:00');
    const call = extract('call with sarah tomorrow at 3pm and dentist on friday', {now});
    expect(call.events).toEqual([expect.objectContaining({kind: 'call', title: 'call with Sarah', date: '2026-11-24', time: '15:00', with: ['Sarah']})]);
    expect(call.checkups).toEqual([expect.objectContaining({person: 'user', kind: 'dentist', status: 'scheduled', date: '2026-11-27', time: null})]);
    const pt = extract('reunião com o joão amanhã às 10h e dentista na sexta às 15h', {now});
    expect(pt.events).toEqual([expect.objectContaining({kind: 'meeting', date: '2026-11-24', time: '10:00', with: ['João']})]);
    expect(pt.checkups).toEqual([expect.objectContaining({person: 'user', kind: 'dentist', date: '2026-11-27', time: '15:00'})]);
    // With one day for both, two checkups share it.
    expect(extract('dentista e oftalmo na sexta', {now}).checkups.map(c => [c.kind, c.date])).toEqual([
      ['dentist', '2026-11-27'],
      ['eye_exam', '2026-11-27'],
    ]);
  });
  it('a class and a lunch in one sentence each keep their own day, owner and guests', () => {
    const now = at('2026-11-23T10:00:00');
    for (const text of ['a bia tem natação toda quarta as 16h e o pedro meu irmao vem almoçar aqui sabado', 'o pedro meu irmao vem almoçar aqui sabado e a bia tem natação toda quarta as 16h']) {
      const es = extract(text, {now}).events;
      expect(es.find(e => e.kind === 'class')).toMatchObject({title: 'natação', person: 'Bia', with: [], date: '2026-11-25', time: '16:00', rrule: 'FREQ=WEEKLY;BYDAY=WE'});
      expect(es.find(e => e.kind === 'social')).toMatchObject({title: 'almoço', person: 'user', with: ['Pedro'], date: '2026-11-28'});
    }
  });
  it('meetings name who takes part; health appointments stay checkups', () => {
    const [m] = ev('reuniao com a renata amanha as 10h sobre o projeto do app', '2026-02-10T10:00:00');
    expect(m).toMatchObject({kind: 'meeting', date: '2026-02-11', time: '10:00'});
    expect(m!.with).toContain('Renata');
    expect(m!.title).toContain('projeto');
    expect(ev('consulta no dentista amanha as 9h', '2026-02-10T10:00:00')).toEqual([]);
  });
});

describe('user facts and small talk', () => {
  it("keeps the user's name in any case, city and languages, never as a person", () => {
    const x = extract('meu nome e rafael e moro em curitiba, falo ingles e espanhol', {now: at('2026-01-01T10:00:00')});
    expect(x.user).toMatchObject({name: 'Rafael', city: 'Curitiba', languages: ['English', 'Spanish']});
    expect(x.people).toEqual([]);
    expect(extract('I live in Leeds', {now: at('2026-01-01T10:00:00')}).user?.city).toBe('Leeds');
  });
  it('drops small talk', () => {
    for (const t of ['brigadao, ajudou mto', 'hey magis, good morning!', 'bom dia magis', 'kkkkk']) expect(extract(t, {now: at('2026-01-01T10:00:00')}).keep).toBe(false);
  });
  it('time as precise as said: "essa semana fui" is a week', () => {
    const c = extract('essa semana fui no dentista', {now: at('2026-03-13T18:00:00')}).checkups[0]!;
    expect(c.date! >= '2026-03-09' && c.date! <= '2026-03-13').toBe(true);
  });
});

describe('to-dos said the chat way', () => {
  const x = (text: string, now = '2026-03-17T21:00:00') => extract(text, {now: at(now)});
  it('"remind me tomorrow to…" and "me lembra amanhã de…" are to-dos due tomorrow, not calls on the agenda', () => {
    expect(x('Remind me tomorrow to call the insurance company.').tasks).toEqual([{description: 'call the insurance company', status: 'open', due: '2026-03-18'}]);
    expect(x('Remind me tomorrow to call the insurance company.').events).toEqual([]);
    expect(x('me lembra amanha de ligar pro banco').tasks[0]).toMatchObject({description: 'ligar pro banco', due: '2026-03-18'});
  });
  it('a message opening with "e"/"tb" and an infinitive goes on with the list of to-dos', () => {
    expect(x('e trocar o oleo do carro').tasks[0]?.description).toBe('trocar o oleo do carro');
    expect(x('tb pagar a conta de luz').tasks[0]?.description).toBe('pagar a conta de luz');
    expect(x('e depois fui embora').tasks).toEqual([]);
  });
  it('a call with a time is on the agenda once, not also a to-do', () => {
    const r = x('call com o cliente de sp quinta as 14h');
    expect(r.events).toHaveLength(1);
    expect(r.tasks).toEqual([]);
  });
});

describe('events that say what they are about', () => {
  const events = (text: string, now = '2026-11-04T11:00') => extract(text, {now: new Date(now)}).events.map(e => [e.title, e.date, e.rrule]);
  it('a deadline is titled by the thing due, not its verb; a bill with its day is one to pay', () => {
    expect(events('o condominio vence todo dia 10')).toEqual([['condominio', '2026-11-10', 'FREQ=MONTHLY;BYMONTHDAY=10']]);
    expect(events('a fatura do cartao vence dia 12')).toEqual([]);
    const now = {now: at('2026-10-07T20:42:00')};
    expect(extract('a fatura do cartao vence dia 12', now).tasks).toEqual([{description: 'pagar a fatura do cartao', due: '2026-10-12', status: 'open'}]);
    expect(extract('daycare invoice due tomorrow, $1,150', now).tasks).toEqual([{description: 'pay the daycare invoice', due: '2026-10-08', status: 'open'}]);
  });
  it('a thing to do, then "its due" or "vence dia N", is a to-do due that day, titled by the thing', () => {
    const read = (text: string) => extract(text, {now: at('2026-10-07T20:42:00')});
    const slip = read("oh and sign grace's field trip permission slip, its due tmrw");
    expect(slip.tasks).toEqual([expect.objectContaining({description: "sign grace's field trip permission slip", due: '2026-10-08', status: 'open'})]);
    expect(slip.events).toEqual([]);
    const bill = read('o seu geraldo da distribuidora de farinha mandou o boleto, vence dia 10. 3.800 reais');
    expect(bill.tasks).toEqual([expect.objectContaining({description: 'pagar o boleto', due: '2026-10-10'})]);
    // The bill and "preciso pagar sem falta" are one to-do.
    expect(read('Chegou a conta de luz, vence no dia 27. Preciso pagar sem falta.').tasks).toEqual([{description: 'pagar a conta de luz', due: '2026-10-27', status: 'open'}]);
  });
  it('a thing held "pra pagar" is a to-do: "dia 20 tem o DAS pra pagar"', () => {
    const x = extract('o contador pediu as notas de maio até quinta. e dia 20 tem o DAS pra pagar, n posso esquecer esse trem', {now: at('2026-06-01T11:40:00')});
    expect(x.tasks).toContainEqual({description: 'pagar o DAS', due: '2026-06-20', status: 'open'});
    expect(x.events).toEqual([]);
  });
  it('what was agreed is a to-do: "combinamos de anunciar o carro", "we agreed to sell the car"', () => {
    expect(extract('O Fábio veio almoçar comigo e combinamos de anunciar o carro na internet.', {now: at('2026-03-07T13:00:00')}).tasks.map(t => t.description)).toEqual([
      'anunciar o carro na internet',
    ]);
    expect(extract('we agreed to sell the car this spring', {now: at('2026-03-07T13:00:00')}).tasks.map(t => t.description)).toEqual(['sell the car this spring']);
  });
  it('an absence from a class, with its reason, is no new event', () => {
    expect(events('a bia nao foi na natacao hj pq ta gripada')).toEqual([]);
    expect(events('tyler missed practice today, he has a cold')).toEqual([]);
  });
});

describe('whose an event is', () => {
  const events = (text: string) => extract(text, {now: new Date('2026-11-04T11:00')}).events.map(e => [e.kind, e.person, e.with]);
  it("a class two children share is both's", () => {
    expect(events('natação da bia e do pedro toda terça e quinta as 17h')).toEqual([['class', 'Bia', ['Pedro']]]);
  });
  it('"a sogra" is the user\'s mother-in-law, whose birthday it is', () => {
    expect(events('a sogra faz aniversario dia 2 de dezembro')).toEqual([['birthday', 'sogra', []]]);
    expect(extract('a sogra faz aniversario dia 2 de dezembro', {now: new Date('2026-11-04T11:00')}).people).toEqual([expect.objectContaining({relation: 'mother-in-law'})]);
  });
});

describe('everyday appointments that are neither meetings nor checkups', () => {
  const events = (text: string, now: string) => extract(text, {now: at(now)}).events.map(e => ({title: e.title, date: e.date, time: e.time}));
  it('keeps a school play, a dress fitting, a health inspection and a mass, titled without their day or part of day', () => {
    expect(events("grace has her school play fri the 23rd at 7pm, she's tree #3 lol", '2026-10-06T20:15:00')).toEqual([{title: 'school play', date: '2026-10-23', time: '19:00'}]);
    expect(events('The first dress fitting is on Saturday 18 April at 11am, at the bridal shop in Harrogate.', '2026-04-09T19:15:00')).toEqual([
      {title: 'dress fitting', date: '2026-04-18', time: '11:00'},
    ]);
    expect(events('vigilância sanitária vem fazer vistoria na padaria terça dia 16 de manhã', '2026-06-05T13:10:00')).toEqual([
      expect.objectContaining({title: 'vistoria na padaria', date: '2026-06-16'}),
    ]);
    expect(events('a missa do osvaldo vai ser dia 19 às 19h na igreja são pedro', '2026-03-15T18:00:00')).toEqual([expect.objectContaining({date: '2026-03-19', time: '19:00'})]);
  });
  it('does not make an event of "sexta-feira" or of a plan with no day', () => {
    expect(events('hoje é sexta-feira, que semana', '2026-10-09T20:15:00')).toEqual([]);
    expect(events('the kids want to play outside', '2026-10-09T20:15:00')).toEqual([]);
  });
});

describe('routines said as a run of days', () => {
  const rules = (text: string) => extract(text, {now: at('2026-01-18T10:00:00')}).events.map(e => [e.title, e.rrule, e.time]);
  it('reads weekdays, "de segunda a sexta", "mon to fri" and "todo dia útil" as Monday to Friday', () => {
    const weekdays = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
    expect(rules('daily stand-up every weekday at 9:30')).toEqual([['daily stand-up', weekdays, '09:30']]);
    expect(rules('stand-up weekdays at 9:30')).toEqual([['stand-up', weekdays, '09:30']]);
    expect(rules('daily stand-up mon to fri at 9:30')).toEqual([['daily stand-up', weekdays, '09:30']]);
    expect(rules('stand-up de segunda a sexta às 9h30')).toEqual([['stand-up', weekdays, '09:30']]);
    expect(rules('stand-up todo dia útil às 9h30')).toEqual([['stand-up', weekdays, '09:30']]);
  });
  it("never makes a weekly trip of a trip's days", () => {
    expect(extract('viagem pra floripa de segunda a sexta', {now: at('2026-01-18T10:00:00')}).events.filter(e => e.rrule)).toEqual([]);
  });
});

describe('what a class or a lunch is, said in passing', () => {
  const read = (text: string, now = '2026-10-05T19:20:00') => extract(text, {now: at(now)});
  it('a class on two weekdays is one weekly class, titled without the joining "and"', () => {
    const x = read('tyler has soccer practice tues and thurs at 5:30 at the rec center');
    expect(x.events.map(e => [e.title, e.rrule, e.time])).toEqual([['soccer practice at the rec center', 'FREQ=WEEKLY;BYDAY=TU,TH', '17:30']]);
    expect(read('a bia tem natação terça e quinta às 17h').events.map(e => e.rrule)).toEqual(['FREQ=WEEKLY;BYDAY=TU,TH']);
  });
  it('a specialty in a company\'s name is no visit ("brad from kessler ortho")', () => {
    const x = read('client lunch tmrw 12:30 w/ brad from kessler ortho at the cap city diner', '2026-10-07T08:30:00');
    expect(x.checkups).toEqual([]);
    expect(x.events).toEqual([expect.objectContaining({kind: 'social', date: '2026-10-08', time: '12:30'})]);
    expect(read('back from the ortho, tyler got new rubber bands', '2026-10-08T17:05:00').checkups).toEqual([expect.objectContaining({kind: 'orthodontist', status: 'done'})]);
  });
});

describe('therapies kept on weekdays', () => {
  it('are a routine on the agenda, titled without how often, not a checkup to book', () => {
    const x = extract('Esqueci de dizer: faço fisioterapia duas vezes por semana, às segundas e quartas, às 9 horas, por causa do joelho.', {now: at('2026-03-02T20:10:00')});
    expect(x.events.map(e => [e.title, e.rrule, e.time])).toEqual([['fisioterapia', 'FREQ=WEEKLY;BYDAY=MO,WE', '09:00']]);
    expect(x.checkups).toEqual([]);
  });
  it('stay checkups when no weekday routine is said', () => {
    expect(extract('preciso marcar fisioterapia', {now: at('2026-03-02T20:10:00')}).checkups).toEqual([expect.objectContaining({kind: 'other', status: 'needed'})]);
  });
});

describe('"nesse dia", "that day"', () => {
  it('dates an event by the day the message said before', () => {
    const x = extract('No dia 19 fará três anos que o Osvaldo faleceu. Pedi ao padre para rezar uma missa em intenção dele nesse dia, às 19h, na Igreja São Pedro.', {now: at('2026-03-15T18:00:00')});
    expect(x.events.map(e => [e.title, e.date, e.time])).toEqual([['missa em intenção dele', '2026-03-19', '19:00']]);
    expect(extract("Her recital is on the 12th. We are having dinner at Lucia's that day at 7pm.", {now: at('2026-03-02T18:00:00')}).events.map(e => [e.kind, e.date])).toContainEqual([
      'social',
      '2026-03-12',
    ]);
  });
});

describe('someone coming over at a set hour', () => {
  const events = (text: string) => extract(text, {now: at('2026-03-20T15:00:00')}).events.map(e => [e.title, e.date, e.time]);
  it('is on the agenda, titled by what they come to do, else by who comes', () => {
    expect(events('Um senhor que viu o anúncio vem olhar o carro amanhã, às 10h. O Fábio vai estar aqui comigo.')).toEqual([['olhar o carro', '2026-03-21', '10:00']]);
    expect(events('o forno 2 deu pau de novo. o técnico vem amanhã as 10h')).toEqual([['técnico', '2026-03-21', '10:00']]);
    expect(events('the plumber is coming tomorrow at 9am')).toEqual([['plumber', '2026-03-21', '09:00']]);
  });
  it('without an hour, or with an event word of its own, is no extra item', () => {
    expect(events('a bia vem pra cá amanhã')).toEqual([]);
    expect(events('a Marta vem almoçar domingo ao meio-dia')).toEqual([['almoço', '2026-03-22', '12:00']]);
  });
});

describe('English event names and "w/"', () => {
  it('keeps the noun that names a call or a lunch, and reads "w/ steve" as with Steve', () => {
    const x = extract('pipeline call every monday at 9 w/ steve and the team', {now: at('2026-10-05T08:40:00')});
    expect(x.events.map(e => e.title)).toEqual(['pipeline call w Steve and the team']);
    expect(x.people.map(p => p.name)).toEqual(['Steve']);
    expect(extract('client lunch tmrw 12:30 w/ brad', {now: at('2026-10-05T08:40:00')}).events.map(e => e.title)).toEqual(['client lunch w Brad']);
    expect(extract('tenho reunião amanhã às 10h', {now: at('2026-10-05T08:40:00')}).events.map(e => e.title)).toEqual(['reunião']);
  });
});

describe('what a doctor would like, and work shifts', () => {
  const read = (text: string, now = '2026-04-10T09:00:00') => extract(text, {now: at(now)});
  it('"would like to see Dad … on Tuesday 21 April at 9:40" books the visit; "would like him to have blood tests" is a need', () => {
    expect(read('The GP surgery rang; they would like to see Dad for his medication review on Tuesday 21 April at 9:40.').checkups.map(c => [c.person, c.kind, c.status, c.date, c.time])).toEqual(
      [['dad', 'general_checkup', 'scheduled', '2026-04-21', '09:40']].map(([, ...r]) => [expect.any(String), ...r]),
    );
    expect(read('The consultant would like Raj to have some blood tests').checkups).toEqual([expect.objectContaining({person: 'Raj', kind: 'blood_test', status: 'needed'})]);
    expect(read('she likes the dentist').checkups).toEqual([]);
  });
  it('"meus plantões fixos são toda terça e sexta, das 7 às 19h" is a weekly shift', () => {
    expect(read('meus plantoes fixos sao toda terca e sexta, das 7 as 19h', '2026-09-07T20:40:00').events.map(e => [e.title, e.rrule, e.time])).toEqual([
      ['plantoes fixos', 'FREQ=WEEKLY;BYDAY=TU,FR', '07:00'],
    ]);
  });
});

describe('a closing "deadline"', () => {
  it('names the clause\'s subject: "Q4 dashboard tem que ir pra Priya até sexta 5pm, deadline"', () => {
    expect(extract('Q4 dashboard tem que ir pra Priya até sexta 5pm, deadline', {now: at('2026-01-20T18:00:00')}).events.map(e => [e.kind, e.title, e.date, e.time])).toEqual([
      ['deadline', 'Q4 dashboard', '2026-01-23', '17:00'],
    ]);
  });
});
