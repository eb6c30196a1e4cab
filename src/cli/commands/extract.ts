import {existsSync} from 'node:fs';
import {resolveNow} from '../../config/clock.js';
import {magisHome} from '../../config/paths.js';
import {loadSettings} from '../../config/settings.js';
import {messageArg} from '../options.js';
import {extract} from '../../understanding/index.js';
import {printJson, println} from '../output.js';
import {describeExtraction} from '../describe.js';
import {openSqlite} from '../../store/db.js';
import {databasePath} from '../../config/paths.js';
import {migrationsPending} from '../../store/migrations.js';
import {knownPeopleNames} from '../../store/dialogue-state.js';
import {readMessage} from '../../understanding/reading.js';
import {stripCorrectionLead} from '../../understanding/correction.js';
import {localDay} from '../../time/day.js';
import {interpret} from '../../assistant/plan/interpret.js';
import {readWorld} from '../../assistant/plan/world.js';
import {explainPlan, type ExplainedStep} from '../../assistant/plan/explain.js';
import type {World} from '../../assistant/plan/types.js';
import type {ClauseStance} from '../../understanding/stance/read.js';

/** `magis extract TEXT`: a dry run of understanding. It stores nothing; `--explain` reads the store (read-only) to ground the plan. */
export async function run(text: string, flags: {json?: boolean; now?: string; explain?: boolean}): Promise<void> {
  text = await messageArg(text);
  const now = resolveNow(flags.now);
  if (flags.explain) return explain(text, now, !!flags.json);
  let result = extract(text, {now});
  // With an LLM configured the reading gets richer; without one (the default) nothing here needs the network.
  const {llm} = loadSettings(magisHome());
  if (llm && result.keep) result = (await (await import('../../assistant/llm-extract.js')).llmExtract(llm, text, result, now)).extraction;
  if (flags.json) printJson(result);
  else println(describeExtraction(result));
}

/**
 * The reading and the plan a message would make: each clause's stance, what would be learned, and
 * each change with the rule that proposed it, the candidates grounding scored (with the parts of
 * each score) and what it decided — against the store as it is, opened read-only, never written.
 */
function explain(text: string, now: Date, json: boolean): void {
  const file = databasePath(magisHome());
  const db = existsSync(file) ? openSqlite(file, {readonly: true, fileMustExist: true}) : null;
  try {
    const held = db && !migrationsPending(db) ? db : null;
    const {corrects, rest} = stripCorrectionLead(text);
    const reading = readMessage(rest, {now, knownPeople: held ? knownPeopleNames(held) : [], corrects});
    const world: World = held ? readWorld(held, now, null) : {today: localDay(now), items: [], people: [], pets: [], tasks: [], focus: {items: [], people: []}};
    const plan = explainPlan(interpret({reading, world, message: text, lang: reading.language, corrects}).steps);
    if (json) return printJson({extraction: reading.extraction, stances: reading.stances, plan});
    println([describeExtraction(reading.extraction), ...reading.stances.map(stanceLine), ...plan.flatMap(stepLines)].join('\n'));
  } finally {
    db?.close();
  }
}

const stanceLine = (s: ClauseStance) =>
  `  stance: ${s.kind} (${s.reading}) “${s.ref}”${s.to ? ` → ${s.to.date ?? 'same day'}${s.to.time ? ` ${s.to.time}` : ''}` : ''}${s.denied ? `, not ${s.denied.date ?? s.denied.time}` : ''} [${s.scope}]`;

function stepLines(s: ExplainedStep): string[] {
  const head = `  plan: ${s.rule} — ${s.statement}`;
  if (s.change.op === 'learn') {
    const learned = (['people', 'checkups', 'events', 'tasks', 'pets'] as const).flatMap(k =>
      ((s.change[k] as string[] | undefined) ?? []).map(v => `    ${k.replace(/s$/, '').replace(/^peopl$/, 'person')}: ${v}`),
    );
    return [head, ...(learned.length ? learned : ['    nothing new'])];
  }
  if (!s.decision) return [head];
  const chosen = s.decision.target ? ` → ${s.decision.target}` : '';
  return [head, `    ${s.decision.kind}${chosen}`, ...s.decision.candidates.map(c => `      ${c.score} ${c.item} (${c.why.join(', ')})`)];
}
