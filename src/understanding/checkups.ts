/**
 * Health checkups: specialty words (formal and informal, PT/EN), who goes (the speaker, a
 * subject, the person taken or booked for), status from verbs and dates, the date and time,
 * and stated recurrences.
 */
import {CUES, isFirstPerson, NEEDED_PHRASES, NEGATIONS, type Segment} from './clauses.js';
import {inherentTense, resolveSpec, type DateMention, type TimeMention} from './dates.js';
import {PET_WORDS} from './kinship.js';
import type {Mention, PeopleResult} from './people/index.js';
import type {RecurrenceMention} from './recurrence.js';
import {isWord, PhraseLexicon, type Token} from './text.js';
import type {CheckupKind, CheckupStatus, ExtractedCheckup} from '../domain/types.js';

type Kind = CheckupKind | 'vet' | 'generic' | 'doctor' | 'followup' | 'return' | 'glasses';

const LEX = new PhraseLexicon<Kind>();
const add = (kind: Kind, phrases: string) => {
  for (const p of phrases.split(',')) if (p.trim()) LEX.add(p.trim(), kind);
};

add('dentist', `dentista, dentistas, dentist, dentists, dental, odontologista, odontólogo, odonto, limpeza nos dentes, limpeza dos dentes,
  limpeza de dente, limpeza de dentes, limpeza dental, teeth cleaning, dental cleaning, dental checkup, siso, wisdom teeth, wisdom tooth,
  obturação, tratamento de canal, root canal, cárie, cavity, cavities`);
add('eye_exam', `oftalmologista, oftalmo, oftalmologia, oculista, exame de vista, exame de olhos, exame dos olhos, consulta de vista,
  óculos novos, oculos novos, óculos novo, medir o grau, eye exam, eye test, eye doctor, eye appointment, ophthalmologist, optometrist,
  optician, new glasses, eye checkup, eye check-up, vision test, eye check, eyes checked, eyes tested, eye checked`);
add('general_checkup', `clínico geral, clinico geral, clínica geral, clínico, check-up, checkup, check up, exame de rotina, exames de rotina,
  consulta de rotina, exame periódico, exames periódicos, check-up anual, médico de família, médica de família, general practitioner, gp,
  a physical, annual physical, yearly physical, physical exam, my physical, his physical, her physical, routine checkup, annual checkup,
  wellness visit, well visit, family doctor, primary care`);
add('pediatrician', `pediatra, pediatria, pediatrician, paediatrician, pediatrics, peds, well-child`);
add('gynecologist', `ginecologista, gineco, ginecologia, obstetra, papanicolau, exame preventivo, gynecologist, gynaecologist, gyno, obgyn,
  ob-gyn, pap smear, pap test`);
add('dermatologist', `dermatologista, dermato, dermatologia, dermatologist, derm, dermatology, skin check, mole check`);
add('cardiologist', `cardiologista, cardio, cardiologia, eletrocardiograma, ecocardiograma, teste ergométrico, holter, cardiologist, heart doctor,
  ekg, ecg, echocardiogram, stress test, cardiology`);
add('orthopedist', `ortopedista, ortopedia, ortopédico, orthopedist, orthopaedist, orthopedic, orthopaedic`);
add('blood_test', `exame de sangue, exames de sangue, hemograma, coleta de sangue, exame de colesterol, exame de glicemia, glicemia,
  blood test, blood tests, blood work, bloodwork, blood panel, lab work, labs, blood draw`);
add('vaccine', `vacina, vacinas, vacinar, vacinado, vacinada, vacinação, vacinacao, vacinei, vacinou, dose de reforço, vaccine, vaccines,
  vaccination, vaccinated, flu shot, shots, booster, jab, tetanus shot, covid shot`);
add('mammogram', `mamografia, mamografias, mamograma, mammogram, mammography`);
add('orthodontist', `ortodontista, ortodontia, aparelho nos dentes, aparelho dental, aparelho ortodôntico, aparelho, orthodontist, braces`);
add('ent', `otorrino, otorrinolaringologista, otorrinolaringologia, ent, ear nose and throat, ear doctor, audiometria, hearing test`);
add('other', `nutricionista, nutrólogo, endocrinologista, endócrino, endocrinologist, urologista, urologist, neurologista, neurologist,
  gastroenterologista, gastro, gastroenterologist, psicólogo, psicóloga, psychologist, psiquiatra, psychiatrist, terapeuta, therapist,
  terapia, therapy, fisioterapia, fisioterapeuta, fisio, physical therapy, physical therapist, physio, physiotherapy, fonoaudiólogo,
  fonoaudióloga, fono, speech therapist, reumatologista, pneumologista, oncologista, oncologist, alergista, allergist, geriatra,
  urologia, proctologista, mastologista, angiologista, hematologista, nefrologista, infectologista, podólogo, podiatrist,
  chiropractor, quiropraxista, acupuntura, ultrassom, ultrassonografia, ultrasound, raio-x, raio x, x-ray, ressonância, mri,
  tomografia, ct scan, endoscopia, colonoscopia, colonoscopy, endoscopy, densitometria, exame de urina, urine test, mapa,
  obstetrician, psicoterapia`);
add('glasses', `glasses, óculos, oculos, lentes de contato, contact lenses, contacts`);
add('vet', `veterinário, veterinaria, veterinária, veterinario, vet, veterinarian, pet shop, petshop`);
add('doctor', `médico, médica, medico, medica, doutor, doutora, doctor, doc, physician`);
add('generic', `consulta, consultas, exame, exames, appointment, appt, consultation, check, hora marcada`);
add('followup', `retorno, follow-up, follow up, followup, follow-up appointment`);
add('return', `voltar, retornar, go back, come back`);

/** Words that make a clause about likes and fears, not about a visit. */
const PREFERENCE = new Set(
  'odeia odeio detesta detesto adora adoro gosta gosto prefere prefiro medo pavor hate hates love loves like likes prefer prefers afraid scared fear terrified'.split(' '),
);
const CARRY = new Set('levei levou levamos levaram levar levo leva levando take took taking takes bring brought acompanhei acompanhou acompanhar trouxe'.split(' '));
const FOR_WORDS = new Set(['para', 'pra', 'pro', 'for']);
const OBJECT_PREPS = new Set(['com', 'with', 'para', 'pra', 'pro', 'for', 'de', 'da', 'do', 'of', 'to', 'levei', 'levou', 'took', 'take', 'levar']);
const APPOINTMENT_NOUNS = new Set(['consulta', 'hora', 'horario', 'appointment', 'appt', 'exame', 'exames', 'retorno', 'sessao', 'session']);
const HAVE = new Set(['tem', 'tenho', 'temos', 'tem', 'has', 'have', 'got', 'teremos', 'terá', 'tera']);

interface RawMention {
  start: number;
  end: number;
  kind: Kind;
}

export interface CheckupContext {
  text: string;
  tokens: Token[];
  sentences: [number, number][];
  segments: Segment[];
  dates: DateMention[];
  times: TimeMention[];
  recurrences: RecurrenceMention[];
  people: PeopleResult;
  now: Date;
}

interface Built extends ExtractedCheckup {
  /** A weak reading (no verb, no date): merges into a stronger one for the same person and kind. */
  weak: boolean;
  personIds: (number | 'user')[];
  start: number;
}

/** Checkup mentions in the tokens (specialties, generic "consulta", follow-ups). */
export function findCheckupMentions(tokens: Token[], skip: Set<number>): RawMention[] {
  return LEX.scan(tokens)
    .filter(m => ![...Array(m.end - m.start).keys()].some(k => skip.has(m.start + k)))
    .map(m => ({start: m.start, end: m.end, kind: m.value}));
}

/** Extract checkups from an analysed message. */
export function extractCheckups(ctx: CheckupContext): ExtractedCheckup[] {
  const {tokens, people} = ctx;
  const raw = findCheckupMentions(tokens, people.roleTokens);
  const built: Built[] = [];
  const segOf = (i: number) => ctx.segments.find(s => i >= s.start && i < s.end) ?? null;
  const sentOf = (i: number) => ctx.sentences.findIndex(([a, b]) => i >= a && i < b);
  const recurrenceOf = recurrenceTargets(ctx, raw);

  for (const m of raw) {
    if (m.kind === 'vet') continue;
    const si = sentOf(m.start);
    if (si < 0) continue;
    const [sa, sb] = ctx.sentences[si]!;
    const seg = segOf(m.start) ?? {start: sa, end: sb, sentence: si};
    const sentenceMentions = raw.filter(r => r.start >= sa && r.start < sb);
    // Pets go to the vet; nothing in a vet sentence is the user's checkup.
    if (sentenceMentions.some(r => r.kind === 'vet')) continue;
    const specificInSeg = sentenceMentions.some(r => r !== m && isSpecific(r.kind) && r.start >= seg.start && r.start < seg.end);
    const specificInSentence = sentenceMentions.some(r => r !== m && isSpecific(r.kind));
    if ((m.kind === 'generic' || m.kind === 'doctor') && specificInSeg) continue;
    if (m.kind === 'generic' && specificInSentence) continue;
    let kind: CheckupKind;
    if (m.kind === 'followup' || m.kind === 'return') {
      if (specificInSeg) continue;
      // "preciso voltar em seis meses" repeats the visit just named; a bare "retorno" is some appointment.
      const prev = built.filter(b => b.start < m.start && sentOf(b.start) === si).pop();
      if (!prev && m.kind === 'return') continue;
      kind = prev ? prev.kind : 'other';
    } else if (m.kind === 'generic') {
      // "consulta" alone: only an appointment when something dates or books it.
      kind = 'other';
    } else if (m.kind === 'doctor') {
      kind = 'general_checkup';
    } else if (m.kind === 'glasses') {
      // "needs glasses", "precisa de óculos": an eye exam to get them; "usa óculos" says nothing new.
      const before = tokens.slice(Math.max(sa, m.start - 3), m.start).map(t => t.fold);
      if (!before.some(w => CUES.needed.has(w) || w === 'novos' || w === 'new') || specificInSentence) continue;
      kind = 'eye_exam';
    } else {
      kind = m.kind as CheckupKind;
    }
    // Portuguese "no cardio" is the cardiologist; English "cardio" is exercise.
    if (tokens[m.start]?.fold === 'cardio' && m.end - m.start === 1 && !['no', 'ao', 'o', 'pro', 'pelo', 'com', 'seu', 'meu'].includes(tokens[m.start - 1]?.fold ?? '')) continue;
    // "dental" alone is an adjective ("dental floss"); it names a visit only before one.
    if (m.end - m.start === 1 && tokens[m.start]?.fold === 'dental' && !['appointment', 'appt', 'visit', 'exam', 'care'].includes(tokens[m.end]?.fold ?? '')) continue;
    if (range(tokens, seg.start, seg.end).some(t => PREFERENCE.has(t.fold))) continue;
    // "O pai do Lucas é médico", "Ben is a dentist": a profession, not a visit.
    if (isPredicate(tokens, m.start)) continue;

    // Who.
    let persons = whoGoes(ctx, m, sa, seg, sentenceMentions.filter(r => r.start >= seg.start && r.start < seg.end));
    if (persons === null) continue;
    if (!persons.length) persons = ['user'];
    // "Fomos ao pediatra com o Miguel": companions named with "com"/"with" go too.
    if (persons.includes('user')) {
      for (let k = seg.start; k < seg.end; k++) {
        if (!['com', 'with'].includes(tokens[k]!.fold)) continue;
        const mm = people.mentions.find(x => x.person !== 'user' && x.start > k && x.start <= k + 2);
        if (mm && mm.person !== 'user' && !people.edges.some(e => e.subject === mm.person && e.base === 'doctor')) persons.push(mm.person);
      }
    }
    // Adults do not see the pediatrician: the children in the group do.
    if (kind === 'pediatrician' && persons.some(p => p !== 'user')) persons = persons.filter(p => p !== 'user');

    // Status from verbs, dates and recurrence.
    const cue = findCue(tokens, seg, m, sa);
    const rec = recurrenceOf.get(m) ?? null;
    // A routine takes only a date of its own clause ("Tom became my boss last year and he has a physical every year"),
    // or the day another clause gives for the last one ("vou ao dentista a cada 6 meses, a última vez foi em março").
    const lastVisit =
      rec === null
        ? null
        : (ctx.dates.find(d => {
            const ds = segOf(d.start);
            return !!ds && ds !== seg && ds.sentence === seg.sentence && !raw.some(r => r.start >= ds.start && r.start < ds.end) &&
              tokens.slice(ds.start, ds.end).some(t => ['ultima', 'ultimo', 'last'].includes(t.fold));
          }) ?? null);
    const ownDates = ctx.dates.filter(d => d.start >= seg.start && d.end <= seg.end);
    const date = rec === null ? pickDate(ctx, seg, m, sa, sb, raw, cue) : ownDates.length ? pickDate({...ctx, dates: ownDates}, seg, m, sa, sb, raw, cue) : lastVisit;
    const time = pickTime(ctx, seg, sa, sb, sentenceMentions.length);
    const inh = date ? inherentTense(date.spec, ctx.now) : null;
    let status: CheckupStatus;
    let weak = false;
    const specificDay = date && ['offset-days', 'weekday', 'day-month', 'day', 'in'].includes(date.spec.kind);
    switch (cue) {
      case 'scheduled':
        status = inh === 'past' && !time ? 'done' : 'scheduled';
        break;
      case 'done':
        status = inh === 'future' ? 'scheduled' : 'done';
        break;
      case 'needed':
        status = time && specificDay ? 'scheduled' : 'needed';
        break;
      case 'future':
        status = specificDay || time ? 'scheduled' : 'needed';
        break;
      case 'negated-done':
      case 'negated-scheduled':
        status = 'needed';
        break;
      case 'negated-needed':
        continue;
      default:
        if (inh === 'past') status = 'done';
        else if (date && (specificDay || time)) status = 'scheduled';
        else {
          status = 'needed';
          weak = !date && !time;
        }
    }
    // A routine ("faz exame de sangue a cada 6 meses", "goes to the dentist every year", "vou ao
    // dentista todo ano", "tem consulta no cardio a cada 3 meses") is neither an open need nor a
    // booking. `needed` would make reminders nag today about something the person already keeps
    // up; `scheduled` with no day would claim a booking and silence the interval. The habitual
    // present asserts past visits, so it is `done` with the day unknown (date null, never
    // invented): reminders then count the interval from when they learned it, and the follow-up
    // questions ask when the last one was so the real due day can be set. An explicit need
    // ("preciso ir … a cada 6 meses", "should", "tem que") or booking ("marquei") keeps its status.
    if (rec !== null && ((!date && !time && isRoutine(tokens, seg, m, cue, status)) || (date && date === lastVisit))) {
      status = 'done';
      weak = false;
      // "…todo ano, mas esse ano ainda não tomou": the routine is kept, but this round is still open.
      if (!date && pendingRound(ctx, raw, seg)) status = 'needed';
    }
    // A generic "consulta"/"exame" with nothing to say about it is noise.
    if (m.kind === 'generic' && !date && !time && cue === null) continue;
    let resolved = date ? resolveSpec(date.spec, ctx.now, status === 'done' ? 'past' : 'future') : null;
    // "I haven't been to the dentist in two years": the span is how long it has been, not a booking.
    if (resolved && status !== 'done' && (cue?.startsWith('negated') || resolved.tense === 'past')) resolved = null;
    for (const p of persons) {
      const name = p === 'user' ? 'user' : people.persons[p]!.name;
      built.push({
        person: name,
        kind,
        status,
        date: resolved ? resolved.date : null,
        time,
        everyMonths: rec,
        weak,
        personIds: [p],
        start: m.start,
      });
    }
  }
  return merge(built).map(({weak: _w, personIds: _p, start: _s, ...c}) => c);
}

const COPULAS = new Set(['is', 'was', 'era', 'sou', 'am', 'como', 'as', 'virou', 'became', 'be']);
/** "é médico", "is a dentist", "trabalha como enfermeira": a profession, not a visit. */
function isPredicate(tokens: Token[], start: number): boolean {
  let k = start - 1;
  if (['um', 'uma', 'a', 'an'].includes(tokens[k]?.fold ?? '')) k--;
  // "Ele é meu dentista", "que também é o dentista da família", "Dr. Paulo is my cardiologist".
  else if (['meu', 'minha', 'my', 'our', 'nosso', 'nossa', 'o', 'the', 'his', 'her', 'seu', 'sua'].includes(tokens[k]?.fold ?? '')) k--;
  while (['tambem', 'also', 'agora', 'now', 'ainda', 'still'].includes(tokens[k]?.fold ?? '')) k--;
  const t = tokens[k];
  if (!t) return false;
  return t.lower === 'é' || COPULAS.has(t.fold);
}

function isSpecific(k: Kind): boolean {
  return k !== 'generic' && k !== 'doctor' && k !== 'followup' && k !== 'return' && k !== 'vet' && k !== 'glasses';
}

function range(tokens: Token[], a: number, b: number): Token[] {
  return tokens.slice(a, b);
}

/**
 * Who goes to the checkup: the person it is booked for ("para a Susana"), whose it is ("consulta
 * da minha mãe", "Susan's appointment"), who is taken ("levei meu pai"), else the nearest subject
 * before it (a person, or the speaker via a first-person verb). Null means "not a person's
 * checkup" (a pet was taken).
 */
function whoGoes(ctx: CheckupContext, m: RawMention, sa: number, seg: Segment, segMentions: RawMention[]): (number | 'user')[] | null {
  const {tokens, people} = ctx;
  const mentions = people.mentions;
  const groupOf = (mm: Mention): (number | 'user')[] => {
    const group = [mm];
    // Walk coordinated mentions: "Sofia e meu filho Miguel", "Emma and Jake".
    for (const dir of [-1, 1] as const) {
      let cur = mm;
      for (;;) {
        const next = mentions.find(x => {
          if (group.includes(x)) return false;
          const [a, b] = dir < 0 ? [x.end, cur.start] : [cur.end, x.start];
          if (a > b) return false;
          // Connectors, and the "(12)" ages of a list ("Emma (12) and Jake (9)").
          const between = tokens.slice(a, b).map(t => t.fold);
          return between.length > 0 && between.length <= 5 && between.some(w => ['e', 'and', ',', '&'].includes(w)) && between.every(w => ['e', 'and', ',', '&', '(', ')', 'o', 'a', 'the', 'os', 'as'].includes(w) || /^\d+$/.test(w));
        });
        if (!next) break;
        group.push(next);
        cur = next;
      }
    }
    return [...new Set(group.map(g => g.person))];
  };
  const mentionAt = (i: number) => mentions.find(x => i >= x.start && i < x.end);
  // A doctor as subject ("o Dr. Paulo, pediatra do Miguel, pediu um hemograma") orders it for the patient.
  const patientsOf = (group: (number | 'user')[]): (number | 'user')[] =>
    group.map(p => {
      if (p === 'user') return p;
      const e = people.edges.find(x => x.subject === p && x.base === 'doctor');
      return e ? e.object : p;
    });

  // "minha consulta", "my physical": the speaker's.
  const before = tokens[m.start - 1]?.fold ?? '';
  if (['minha', 'meu', 'my', 'meus', 'minhas'].includes(before)) return ['user'];

  // "para a Susana", "for my son", "para mim e para o meu filho" near the mention.
  const beneficiaries: (number | 'user')[] = [];
  for (let k = seg.start; k < Math.min(seg.end + 6, tokens.length); k++) {
    if (!FOR_WORDS.has(tokens[k]!.fold)) continue;
    if (k >= m.start && k - m.end > 8) continue;
    let q = k + 1;
    if (['mim', 'me', 'myself', 'us', 'nos', 'nós'].includes(tokens[q]?.fold ?? '')) {
      beneficiaries.push('user');
      continue;
    }
    if (['a', 'o', 'the', 'os', 'as'].includes(tokens[q]?.fold ?? '')) q++;
    const mm = mentions.find(x => x.start >= k + 1 && x.start <= q && x.person !== 'user');
    if (mm) beneficiaries.push(...groupOf(mm));
  }
  if (beneficiaries.length) return [...new Set(beneficiaries)];
  // "consulta da minha mãe no geriatra", "vacina do Pedro": the owner named after any checkup word of the clause.
  for (const r of [m, ...segMentions.filter(x => x !== m)]) {
    const e = r.end;
    if (['de', 'da', 'do', 'of'].includes(tokens[e]?.fold ?? '')) {
      const mm = mentions.find(x => x.start >= e && x.start <= e + 2);
      if (mm) return groupOf(mm);
    }
  }
  let k: number;
  // "Susan's dentist appointment"
  k = m.start - 1;
  while (k > sa && !["'s"].includes(tokens[k]!.lower) && ['annual', 'yearly', 'eye', 'next', 'first'].includes(tokens[k]!.fold)) k--;
  if (tokens[k]?.lower === "'s") {
    const mm = mentions.find(x => x.end === k);
    if (mm) return groupOf(mm);
  }
  // "levei meu pai no clínico", "took my son Leo to the pediatrician", "I'll take him".
  for (let c = m.start - 1; c >= sa; c--) {
    const clitic = /^(lev|traz|trouxe)\S*-(l[oa]s?)$/.exec(tokens[c]!.fold);
    if (!CARRY.has(tokens[c]!.fold) && !clitic) continue;
    let q = c + 1;
    const pron = clitic ? (clitic[2]!.startsWith('la') ? 'ela' : 'ele') : (tokens[q]?.fold ?? '');
    if (['him', 'her', 'ele', 'ela', 'them', 'eles', 'elas'].includes(pron)) {
      const g = ['her', 'ela', 'elas'].includes(pron) ? 'female' : ['him', 'ele', 'eles'].includes(pron) ? 'male' : null;
      const before = mentions.filter(x => {
        if (x.person === 'user' || x.end > c) return false;
        const pg = people.persons[x.person]!.gender;
        return !g || !pg || pg === g;
      });
      const last = before[before.length - 1];
      if (last) return groupOf(last);
    }
    while (['a', 'o', 'the', 'os', 'as'].includes(tokens[q]?.fold ?? '')) q++;
    if (PET_WORDS.match(tokens, q) || ctx.people.pets.has(tokens[q]?.fold ?? '')) return null;
    const mm = mentions.find(x => x.start >= c + 1 && x.start < m.start && x.person !== 'user');
    if (mm) return groupOf(mm);
    break;
  }
  // Nearest subject before the mention in the sentence.
  for (let i = m.start - 1; i >= sa; i--) {
    // "Meu cachorro Thor precisa tomar vacina": a pet's visit, not a person's.
    if (people.petSpans.some(([a, b]) => i >= a && i < b)) return null;
    const mm = mentionAt(i);
    if (mm) {
      const prep = tokens[mm.start - 1]?.fold ?? '';
      if (mm.person === 'user') return groupOf(mm);
      if (!OBJECT_PREPS.has(prep) || mm.start === sa) return patientsOf(groupOf(mm));
      i = mm.start;
      continue;
    }
    // "Ela precisa ir ao ginecologista": whoever "ela" points back to, else nobody we know.
    const pron = tokens[i]!.fold;
    if (['ela', 'ele', 'she', 'he'].includes(pron) && !OBJECT_PREPS.has(tokens[i - 1]?.fold ?? '')) {
      const g = pron === 'ela' || pron === 'she' ? 'female' : 'male';
      const before = mentions.filter(x => x.person !== 'user' && x.end <= i && people.persons[x.person]!.gender !== (g === 'female' ? 'male' : 'female'));
      const last = before[before.length - 1];
      return last ? groupOf(last) : null;
    }
    if (isFirstPerson(tokens[i])) {
      // "fomos", "we": the speaker with whoever leads the sentence ("Eu e minha filha fomos").
      const lead = mentions.find(x => x.start >= sa && x.end <= i && x.person === 'user');
      if (lead) return groupOf(lead);
      return ['user'];
    }
  }
  // A later subject: "Dentista amanhã pra Susana" is caught above; "Dentista: Pedro precisa ir".
  for (let i = m.end; i < seg.end; i++) {
    const mm = mentionAt(i);
    if (mm && mm.person !== 'user' && !OBJECT_PREPS.has(tokens[mm.start - 1]?.fold ?? '')) return groupOf(mm);
  }
  // No subject in this sentence: a third-person verb continues the previous sentence's person.
  const prevSentence = ctx.sentences.findIndex(([a]) => a === sa) - 1;
  if (prevSentence >= 0) {
    const [pa, pb] = ctx.sentences[prevSentence]!;
    const verb = tokens.slice(sa, m.start).some(t => ['precisa', 'tem', 'vai', 'foi', 'fez', 'needs', 'has', 'went', 'had', 'is', 'was', 'deve', 'should'].includes(t.fold));
    const first = mentions.find(x => x.start >= pa && x.start < pb && !OBJECT_PREPS.has(tokens[x.start - 1]?.fold ?? ''));
    if (verb && first) return groupOf(first);
  }
  return [];
}

type Cue = 'scheduled' | 'done' | 'needed' | 'future' | 'negated-done' | 'negated-needed' | 'negated-scheduled' | null;

/** The verb cue nearest before the mention in its clause (else after it, else earlier in the sentence). */
function findCue(tokens: Token[], seg: Segment, m: RawMention, sa: number): Cue {
  const cueAt = (i: number): Cue => {
    const t = tokens[i];
    if (!isWord(t)) return null;
    const f = t.fold;
    for (const p of NEEDED_PHRASES) {
      const ws = p.split(' ');
      if (ws.every((w, k) => tokens[i + k]?.fold === w.normalize('NFD').replace(/\p{M}/gu, ''))) return 'needed';
    }
    if (HAVE.has(f)) {
      // "tem consulta", "has a dermatologist appointment": booked.
      const window = tokens.slice(i + 1, Math.min(seg.end + 1, i + 8)).map(x => x.fold);
      if (window.some(w => APPOINTMENT_NOUNS.has(w)) && !['que', 'de', 'to'].includes(tokens[i + 1]?.fold ?? '')) return 'scheduled';
      if (f !== 'got') return null;
    }
    if (f === 'had' && tokens.slice(i + 1, i + 8).some(x => APPOINTMENT_NOUNS.has(x.fold))) return 'done';
    // "got his flu shot" is done; "got an appointment" is booked (handled with HAVE above).
    if (f === 'got' || f === 'gotten') return 'done';
    if (CUES.scheduled.has(f)) return 'scheduled';
    // Passive bookings: "foi remarcada", "was scheduled", "está marcado".
    if (CUES.done.has(f) && CUES.scheduled.has(tokens[i + 1]?.fold ?? '')) return 'scheduled';
    if (CUES.done.has(f)) return 'done';
    if (CUES.needed.has(f)) return 'needed';
    if (CUES.future.has(f) || /^(i|he|she|we|they|you)'ll$/.test(f)) return 'future';
    if (f === 'is' && tokens[i + 1]?.fold === 'going') return 'future';
    return null;
  };
  const negated = (i: number) => [1, 2].some(d => NEGATIONS.has(tokens[i - d]?.fold ?? ''));
  const withNeg = (i: number, c: Cue): Cue => {
    if (!c || !negated(i)) return c;
    return c === 'done' ? 'negated-done' : c === 'needed' ? 'negated-needed' : c === 'scheduled' ? 'negated-scheduled' : c;
  };
  for (let i = m.start - 1; i >= seg.start; i--) {
    const c = cueAt(i);
    if (c) return withNeg(i, c);
  }
  for (let i = m.end; i < seg.end; i++) {
    const c = cueAt(i);
    if (c) return withNeg(i, c);
  }
  for (let i = seg.start - 1; i >= sa; i--) {
    const c = cueAt(i);
    if (c) return withNeg(i, c);
  }
  return null;
}

/** The date of a checkup: in its clause, else one in the sentence that no other checkup clause holds. */
function pickDate(ctx: CheckupContext, seg: Segment, m: RawMention, sa: number, sb: number, raw: RawMention[], cue: Cue): DateMention | null {
  const inSeg = ctx.dates.filter(d => d.start >= seg.start && d.end <= seg.end);
  const chosen = inSeg.length ? inSeg.sort((a, b) => Math.abs(a.start - m.start) - Math.abs(b.start - m.start))[0]! : freeDate(ctx, m, sa, sb, raw, cue);
  if (!chosen) return null;
  // "Semana que vem … na quinta": the weekday inside that week; a vague date yields to a precise one.
  const sentenceDates = ctx.dates.filter(d => d.start >= sa && d.end <= sb && d !== chosen);
  const weekday = sentenceDates.find(d => d.spec.kind === 'weekday');
  if (chosen.spec.kind === 'week' && weekday && weekday.spec.kind === 'weekday') {
    const monday = resolveSpec({kind: 'week', offset: chosen.spec.offset}, ctx.now).date;
    const [y, mo, d] = monday.split('-').map(Number) as [number, number, number];
    const day = new Date(y, mo - 1, d + ((weekday.spec.dow + 6) % 7), 12);
    return {...chosen, spec: {kind: 'day-month', day: day.getDate(), month: day.getMonth() + 1, year: day.getFullYear()}};
  }
  if (['week', 'month-rel', 'year-rel', 'month'].includes(chosen.spec.kind)) {
    const precise = sentenceDates.find(d => ['weekday', 'day-month', 'day', 'offset-days'].includes(d.spec.kind) && freeDate(ctx, m, sa, sb, raw, cue, d));
    if (precise) return precise;
  }
  return chosen;
}

/**
 * A date in another clause of the sentence that belongs to no other event: that clause names no
 * other checkup and its verbs do not point elsewhere ("Tive febre ontem e preciso ir ao médico").
 */
function freeDate(ctx: CheckupContext, m: RawMention, sa: number, sb: number, raw: RawMention[], cue: Cue, only?: DateMention): DateMention | null {
  const family = (c: Cue) => (c === 'future' ? 'scheduled' : c);
  const free = ctx.dates.filter(d => {
    if (only && d !== only) return false;
    if (d.start < sa || d.end > sb) return false;
    const s = ctx.segments.find(x => d.start >= x.start && d.start < x.end);
    if (!s) return false;
    const other = ctx.tokens.slice(s.start, s.end).some(t => {
      const c: Cue = CUES.scheduled.has(t.fold) ? 'scheduled' : CUES.done.has(t.fold) ? 'done' : CUES.needed.has(t.fold) ? 'needed' : null;
      return c !== null && c !== family(cue);
    });
    return !raw.some(r => r !== m && r.start >= s.start && r.start < s.end) && !other;
  });
  return free[0] ?? null;
}

function pickTime(ctx: CheckupContext, seg: Segment, sa: number, sb: number, mentionsInSentence: number): string | null {
  const inSeg = ctx.times.find(t => t.start >= seg.start && t.end <= seg.end);
  if (inSeg) return inSeg.time;
  if (mentionsInSentence <= 1) return ctx.times.find(t => t.start >= sa && t.end <= sb)?.time ?? null;
  return null;
}

/** A later clause of the sentence, with no checkup of its own, says this round has not happened ("ainda não tomou", "hasn't yet"). */
function pendingRound(ctx: CheckupContext, raw: RawMention[], seg: Segment): boolean {
  const {tokens} = ctx;
  return ctx.segments.some(s => {
    if (s.sentence !== seg.sentence || s.start < seg.end || raw.some(r => r.start >= s.start && r.start < s.end)) return false;
    for (let k = s.start; k < s.end; k++) {
      const f = tokens[k]!.fold;
      if (!NEGATIONS.has(f) && f !== "hasn't" && f !== "haven't") continue;
      const next = tokens.slice(k + 1, k + 3).map(t => t.fold);
      if (next.some(w => CUES.done.has(w) || ['gone', 'gotten', 'done'].includes(w))) return true;
    }
    return false;
  });
}

// Present-tense "ir" that reads as a habit with a recurrence ("vou ao dentista todo ano"); "irei", "will" stay future.
const HABITUAL_GO = new Set(['vou', 'vai', 'vamos', 'vao']);

/** A habitual-present reading: no cue, a habitual "vou/vai", or "tem consulta" with no booking verb. */
function isRoutine(tokens: Token[], seg: Segment, m: RawMention, cue: Cue, status: CheckupStatus): boolean {
  const before = tokens.slice(seg.start, m.start).map(t => t.fold);
  const inSeg = tokens.slice(seg.start, seg.end).map(t => t.fold);
  if (cue === null) return status === 'needed';
  if (cue === 'future') return before.some(w => HABITUAL_GO.has(w)) && !inSeg.some(w => ['will', 'gonna', 'going', 'irei', 'ira'].includes(w));
  if (cue === 'scheduled') return !inSeg.some(w => CUES.scheduled.has(w));
  return false;
}

// Words that may join coordinated checkups sharing one recurrence ("dentista e (ao) oftalmologista todo ano").
const COORD = new Set(
  'e and ou or , & o a os as ao aos a no na nos nas do da de dos das um uma the to an his her their my our seu sua meu minha para pra pro for'.split(' '),
);

/**
 * Which checkup mentions each stated recurrence modifies. A recurrence qualifies the visit it
 * follows ("faz exame de sangue a cada 6 meses"), or the one it opens when nothing precedes it
 * ("Todo ano faço check-up"): the nearest mention before it in its clause, else after it in its
 * clause; only when its clause names no checkup does it look across the sentence. Mentions
 * coordinated with the target share it ("dentista e oftalmologista todo ano", "blood work and a
 * mammogram every year"); another clause's checkup never does ("… a cada 6 meses e o Pedro
 * precisa tomar vacina").
 */
function recurrenceTargets(ctx: CheckupContext, raw: RawMention[]): Map<RawMention, number> {
  const {tokens} = ctx;
  const out = new Map<RawMention, number>();
  const segOf = (i: number) => ctx.segments.find(s => i >= s.start && i < s.end) ?? null;
  const recTokens = new Set<number>();
  for (const r of ctx.recurrences) for (let k = r.start; k < r.end; k++) recTokens.add(k);
  // A specific checkup outranks a generic word ("consulta", "médico") of its clause.
  const candidates = raw.filter(m => {
    if (m.kind === 'vet') return false;
    if (isSpecific(m.kind)) return true;
    const seg = segOf(m.start);
    return !raw.some(o => o !== m && isSpecific(o.kind) && seg && o.start >= seg.start && o.start < seg.end);
  });
  for (const r of ctx.recurrences) {
    const [sa, sb] = ctx.sentences.find(([a, b]) => r.start >= a && r.start < b) ?? [r.start, r.end];
    const seg = segOf(r.start);
    const within = (a: number, b: number) => candidates.filter(m => m.start >= a && m.end <= b);
    const nearest = (list: RawMention[]) =>
      list.filter(m => m.end <= r.start).pop() ?? list.find(m => m.start >= r.end) ?? null;
    const inSeg = seg ? within(seg.start, seg.end) : [];
    // "Ontem fui ao dentista; vou a cada 6 meses": a sentence with no checkup and no new person continues the last one.
    const inSentence = within(sa, sb);
    const newSubject = ctx.people.mentions.some(x => x.person !== 'user' && x.start >= sa && x.start < r.start);
    const carried = !inSentence.length && !newSubject ? (candidates.filter(m => m.end <= sa).pop() ?? null) : null;
    const target = inSeg.length ? nearest(inSeg) : inSentence.length ? nearest(inSentence) : carried;
    if (!target) continue;
    const group = [target];
    const joined = (a: RawMention, b: RawMention) => {
      const between = tokens.slice(a.end, b.start);
      return between.length <= 4 && between.every((t, d) => COORD.has(t.fold) && !recTokens.has(a.end + d));
    };
    const ordered = candidates.filter(m => m.start >= sa && m.end <= sb);
    const at = ordered.indexOf(target);
    for (let k = at - 1; at >= 0 && k >= 0 && joined(ordered[k]!, ordered[k + 1]!); k--) group.push(ordered[k]!);
    for (let k = at + 1; at >= 0 && k < ordered.length && joined(ordered[k - 1]!, ordered[k]!); k++) group.push(ordered[k]!);
    for (const m of group) if (!out.has(m)) out.set(m, r.everyMonths);
  }
  return out;
}

/** Fold repeated readings of one visit ("usa aparelho … ortodontista todo mês") into one. */
function merge(list: Built[]): Built[] {
  const out: Built[] = [];
  for (const c of list) {
    const same = out.find(
      o =>
        o.person === c.person &&
        o.kind === c.kind &&
        (o.status === c.status || o.weak || c.weak) &&
        (!o.date || !c.date || o.date === c.date),
    );
    if (!same) {
      out.push({...c});
      continue;
    }
    if (same.weak && !c.weak) same.status = c.status;
    same.weak = same.weak && c.weak;
    same.date ??= c.date;
    same.time ??= c.time;
    same.everyMonths ??= c.everyMonths;
  }
  return out;
}

