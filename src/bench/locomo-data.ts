import {readFileSync} from 'node:fs';
import type {ImportRecord} from '../store/ingest.js';
import {MONTH_NAMES_EN} from '../text/months.js';

/** One LoCoMo turn as the benchmark ingests it. */
interface Turn {
  diaId: string;
  speaker: string;
  text: string;
  at: string;
}

interface Question {
  question: string;
  category: number;
  /** Normalised evidence turn ids; never empty (questions without valid evidence are dropped). */
  gold: string[];
}

export interface Conversation {
  id: string;
  speakers: [string, string];
  turns: Turn[];
  questions: Question[];
}

interface RawTurn {
  speaker: string;
  dia_id: string;
  text: string;
  blip_caption?: string;
}

interface RawSample {
  sample_id: string;
  conversation: Record<string, unknown> & {speaker_a: string; speaker_b: string};
  qa: Array<{question: string; category: number; evidence?: string[]}>;
}

const MONTHS = MONTH_NAMES_EN;

/** "1:56 pm on 8 May, 2023" → ISO (UTC). The dataset's only date format. */
export function parseSessionDate(s: string): string {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})/i.exec(s);
  if (!m) throw new Error(`unrecognised session date: ${s}`);
  let hour = Number(m[1]) % 12;
  if (m[3]!.toLowerCase() === 'pm') hour += 12;
  const month = MONTHS.findIndex(name => name.startsWith(m[5]!.toLowerCase().slice(0, 3)));
  if (month < 0) throw new Error(`unrecognised month in: ${s}`);
  return new Date(Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2]))).toISOString();
}

/**
 * Evidence as the README prescribes: "D8:6; D9:17" is two ids, "D:11:26" is "D11:26", and ids
 * that name no turn of the conversation are dropped.
 */
export function normaliseEvidence(evidence: string[], turnIds: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const raw of evidence) {
    for (const piece of raw.split(/[;,\s]+/)) {
      const m = /^D:?(\d+):(\d+)$/.exec(piece.trim());
      if (!m) continue;
      const id = `D${Number(m[1])}:${Number(m[2])}`;
      if (turnIds.has(id)) out.add(id);
    }
  }
  return [...out];
}

/** Reads a LoCoMo-format file into conversations with their category 1–4 questions. */
export function loadLocomo(file: string): Conversation[] {
  const samples = JSON.parse(readFileSync(file, 'utf8')) as RawSample[];
  return samples.map(sample => {
    const c = sample.conversation;
    const turns: Turn[] = [];
    const sessions = Object.keys(c)
      .map(k => /^session_(\d+)$/.exec(k))
      .filter((m): m is RegExpExecArray => !!m)
      .map(m => Number(m[1]))
      .sort((a, b) => a - b);
    for (const n of sessions) {
      const date = c[`session_${n}_date_time`];
      const list = c[`session_${n}`] as RawTurn[] | undefined;
      if (typeof date !== 'string' || !Array.isArray(list)) continue;
      const at = parseSessionDate(date);
      for (const t of list) {
        const text = t.blip_caption ? `${t.text} [shares a photo: ${t.blip_caption}]` : t.text;
        turns.push({diaId: t.dia_id, speaker: t.speaker, text, at});
      }
    }
    const ids = new Set(turns.map(t => t.diaId));
    const questions = sample.qa
      .filter(q => q.category >= 1 && q.category <= 4)
      .map(q => ({question: q.question, category: q.category, gold: normaliseEvidence(q.evidence ?? [], ids)}))
      .filter(q => q.gold.length > 0);
    return {id: sample.sample_id, speakers: [c.speaker_a, c.speaker_b], turns, questions};
  });
}

/** A conversation's turns as import records: one memory per turn, its dia_id as the source reference. */
export function turnRecords(conv: Conversation): ImportRecord[] {
  return conv.turns.map(t => ({
    content: t.text,
    speaker: t.speaker,
    sourceRef: t.diaId,
    occurredAt: t.at,
    createdAt: t.at,
    type: 'conversation',
  }));
}
