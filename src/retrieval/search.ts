import type {DB} from '../store/db.js';
import {matchesFilters, type Memory, type MemoryFilters, type MemoryJson} from '../store/memories.js';
import type {Embedder} from '../embedding/embedder.js';
import {hasTable, knn, similarMemories} from '../store/vectors.js';
import {embedText} from '../embedding/embed-text.js';
import {ftsQuery, queryTerms} from './fts-query.js';
import {corrections} from './spelling.js';
import {
  entitiesByRelation,
  entitiesWithKeys,
  entityMemories,
  hitRows,
  instancesHeld,
  lightRows,
  namesOf,
  storeSize,
  summaryMatches,
  termFrequencies,
  textMatches,
  vocabByPrefix,
  type Light,
} from './store-io.js';
import {FUZZY_FLOOR, fuse, VECTOR_FLOOR, weightsFor, type Candidate, type Explain, type Weights} from './rank.js';
import {stem, stemAs, tokenize} from '../text/words.js';
import {asksWhen, mentionsTime, queryWindow, type TimeWindow} from './time-query.js';
import {crossLanguageTerms} from './bilingual.js';
import {isRelevant} from './relevance.js';
import {kinshipIn, withoutWords} from './kin-query.js';
import {conceptGroups, type ConceptGroup} from './concepts.js';

export interface SearchOptions extends MemoryFilters {
  now: Date;
  embedder: Embedder | null;
  /** Precomputed query vector (async embedders compute it before calling). */
  queryVector?: Float32Array | null;
  weights?: Weights;
  /** Include weekly summaries of compressed memories (default true). */
  summaries?: boolean;
  /** The period the query is about; undefined = read it from the query ("em junho", "last week"), null = none. */
  window?: TimeWindow | null;
  /**
   * Only memories that match by their own words, a person named, or a likely typo (relevance.ts).
   * Off for ranking benchmarks and the chat's context, where a neighbouring turn's words still help.
   */
  strict?: boolean;
  /** Expand everyday words into the other language (bilingual.ts); default true, off only to measure it. */
  crossLanguage?: boolean;
}

export interface SearchHit extends MemoryJson {
  kind: 'memory' | 'summary';
  score: number;
  explain: Explain;
}

/**
 * Candidates read per signal. Not fewer: at 70 LoCoMo's recall was the same on both dev halves, but
 * the top 10 of 212 of the 300 synthetic 10k questions changed — in a big store the time, person
 * and recency signals lift memories from deep in the text ranking (bench/RESULTS.md, ninth day).
 */
const POOL = 100;
/**
 * Only when the words (spelling help included) match nothing does the vector scan run: it is
 * linear in the store's size, so it stays off the common path (bench/RESULTS.md, scale).
 */
const FUZZY_BELOW = 1;
/**
 * The offline vectors are no longer stored, so the fallback embeds every memory on the fly: ~20–80 µs
 * each on this machine (bench/RESULTS.md, 2026-11-23), so it stays within the latency budget only in
 * stores this small (a LoCoMo conversation is 400–700 memories). Bigger stores rely on spelling help
 * over the whole vocabulary instead, which costs milliseconds at any size.
 */
const FUZZY_MAX_MEMORIES = 2_000;

/**
 * Terms in more than this share of memories are dropped from the text query (when others remain):
 * bm25 gives them almost no weight, yet ranking their thousands of matches is most of a search's cost.
 */
const COMMON_SHARE = 0.3;
/**
 * In a big store a term in more memories than this is dropped too: ranking its postings would take
 * most of the latency budget (bench/RESULTS.md), while its idf is a fraction of a rare word's.
 */
const COMMON_MAX_DOCS = 3000;
/**
 * Most memories a query's words may match together (each word's document count, context column
 * included): bm25 costs ~1 µs per match here, ten times what finding them does (bench/RESULTS.md,
 * 2026-11-23), so past this the rarer words are kept and the commoner dropped. 1,000 rather than
 * 2,000: LoCoMo R@1–R@20 identical at both, 100k p95 ~8–12 -> ~6–7 ms in repeated passes (RESULTS).
 */
const MATCH_BUDGET = 1000;
/**
 * Most memories the instances of the query's kinds may match together, the rarest instances first:
 * a kind such as "activities" has hundreds, and the rare ones say the most. On LoCoMo dev 150 and
 * 1,000 give the same recall (±1 question), while ranking the matches is most of the pass's cost.
 */
const CONCEPT_BUDGET = 200;
/**
 * And at most this many of them, the rarest: each term of an OR is one more seek in the index
 * whatever its matches. LoCoMo dev recall is the same at 12, 16, 32 and 1,000 (8 loses a question).
 */
const CONCEPT_TERMS = 12;
/**
 * The best this many instance matches become candidates: the pass only has to lift a few memories
 * into the top ten, and every candidate costs the ranking loop. 50 gave LoCoMo dev's recall at 100.
 */
const CONCEPT_POOL = 50;
/** Below this many memories every term is cheap and kept. */
const COMMON_MIN_TOTAL = 200;

type VocabStats = ReturnType<typeof termFrequencies>;

/** How many memories hold each query word: one vocabulary read per search, shared by the steps below. */
function vocabStats(db: DB, terms: string[]): VocabStats | null {
  try {
    return termFrequencies(db, terms);
  } catch {
    return null; // a store indexed before the vocabulary table existed: rank every term, no spelling help
  }
}

function commonTerms(stats: VocabStats | null, terms: string[]): ((t: string) => boolean) | undefined {
  if (terms.length < 2 || !stats) return undefined;
  const {total, df} = stats;
  if (total < COMMON_MIN_TOTAL) return undefined;
  const max = Math.min(COMMON_SHARE * total, COMMON_MAX_DOCS);
  const count = (t: string) => df.get(t) ?? 0;
  // A word no memory holds matches nothing, so it cannot stand in for the common ones it would drop.
  const known = terms.filter(t => count(t) > 0);
  if (known.length === 0) return undefined;
  let drop = (t: string) => count(t) > max;
  if (!known.some(t => !drop(t))) {
    // Every word is common: search by the rarest tier of them, which still says the most.
    const rarest = Math.min(...known.map(count));
    drop = t => count(t) > 2 * rarest;
  }
  // Ranking cost grows with the matches: keep the rarest words while their memories fit the budget.
  const allowed = new Set<string>();
  let matches = 0;
  for (const t of known.filter(t => !drop(t)).sort((a, b) => count(a) - count(b))) {
    if (allowed.size > 0 && matches + count(t) > MATCH_BUDGET) break;
    allowed.add(t);
    matches += count(t);
  }
  return t => count(t) > 0 && !allowed.has(t);
}

/**
 * Where ranking starts when even the rarest kept word is in more memories than the match budget
 * (a huge store asked in common words only): the newest slice of the store expected to hold about
 * MATCH_BUDGET of its matches, since ranking all of them would cost ~1 µs each. 0 = everything.
 * Never reached in a store under MATCH_BUDGET memories (LoCoMo's are 400–700).
 */
function newestSlice(stats: VocabStats | null, kept: string[]): number {
  if (!stats) return 0;
  const matches = kept.reduce((sum, t) => sum + (stats.df.get(t) ?? 0), 0);
  return matches > MATCH_BUDGET ? Math.floor(stats.total * (1 - MATCH_BUDGET / matches)) : 0;
}

/**
 * Query words the index has never seen, each with the indexed words it probably means (typos,
 * shortened words). Reads only the vocabulary sharing the word's first two letters; the
 * corrections' document counts join `stats` so the common-word rule sees them too.
 */
function spellingHelp(db: DB, terms: string[], stats: VocabStats | null, wide = false): string[] {
  const out: string[] = [];
  if (!stats) return out;
  for (const t of terms) {
    if ((stats.df.get(t) ?? 0) > 0 || t.length < 4) continue;
    const prefix = t.slice(0, 2);
    // `wide`: the first letters may be the typo ("torrinolaringologista"), so every indexed word is a candidate.
    const vocab = vocabByPrefix(db, prefix, wide);
    const fixes = corrections(t, vocab);
    for (const v of vocab) if (fixes.includes(v.term)) stats.df.set(v.term, v.doc);
    out.push(...fixes);
  }
  return out;
}

/**
 * Nearest memories by vector: the stored index when the store keeps vectors (an endpoint's), else
 * the offline vectors computed on demand (only the typo fallback gets here, in small stores).
 */
function nearest(db: DB, qv: Float32Array, k: number, embedder: Embedder | null): Array<{id: number; similarity: number}> {
  if (hasTable(db, 'memories_vec')) return knn(db, 'memories_vec', qv, k);
  const embed = embedder?.embedSync;
  return embed && embedder.dim === qv.length ? similarMemories(db, qv, k, texts => embed(texts), embedText) : [];
}

/**
 * The MATCH expression for the instances of the query's kinds that some memory holds, the rarest
 * first within CONCEPT_BUDGET and CONCEPT_TERMS, and the share of the query's word weight (idf) the
 * kind words hold: an instance stands for the kind word the query said, so it counts as much as
 * that word would ("instruments" in a three-word question is much of it; "family" beside rarer
 * words is little).
 */
function conceptMatch(db: DB, groups: ConceptGroup[], queryTerms: string[], said: ReadonlySet<string>, stats: VocabStats): {match: string; share: number} | null {
  const held = groups.length === 1 ? instancesHeld(db, groups[0]!) : groups.flatMap(g => instancesHeld(db, g)).sort((a, b) => a.n - b.n);
  const kept = new Set<string>();
  let matches = 0;
  for (const {term, n} of held) {
    if (said.has(term) || kept.has(term)) continue;
    if (kept.size > 0 && (matches + n > CONCEPT_BUDGET || kept.size >= CONCEPT_TERMS)) break;
    kept.add(term);
    matches += n;
  }
  if (kept.size === 0) return null;
  const total = Math.max(stats.total, 1);
  // bm25's idf, with a word no memory says as rare as can be.
  const idf = (t: string) => Math.log(1 + (total + 0.5) / ((stats.df.get(t) ?? 0) + 0.5));
  const kindStems = new Set(groups.flatMap(g => g.key.split(' ')).flatMap(w => [stem(w), stemAs(w, 'pt')]));
  const all = queryTerms.reduce((sum, t) => sum + idf(t), 0);
  const named = queryTerms.filter(t => kindStems.has(t)).reduce((sum, t) => sum + idf(t), 0);
  const share = all > 0 && named > 0 ? named / all : 1 / Math.max(1, queryTerms.length);
  return {match: [...kept].map(t => `"${t}"`).join(' OR '), share};
}

/** Entities whose name or alias is a word (or word pair) of the query. */
function entitiesNamed(db: DB, query: string): number[] {
  const words = tokenize(query);
  const keys = new Set<string>([...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]);
  return keys.size === 0 ? [] : entitiesWithKeys(db, [...keys]);
}

/**
 * Hybrid search over active memories: FTS5 bm25 + sqlite-vec KNN + people named in the query,
 * with recency and importance, fused into one score. The one ranking path for the CLI, the chat
 * and the benchmarks.
 */
export function searchMemories(db: DB, asked: string, opts: SearchOptions): SearchHit[] {
  const limit = opts.limit === undefined ? 10 : opts.limit;
  const filtered = !!(opts.context || opts.type || opts.minImportance || opts.since || opts.until);
  const pool = filtered ? POOL * 5 : POOL;
  const cands = new Map<number, Partial<Candidate>>();
  const get = (id: number) => {
    let c = cands.get(id);
    if (!c) cands.set(id, (c = {id}));
    return c;
  };

  const w = opts.weights ?? weightsFor(opts.embedder?.id);
  // "my mum", "minha mãe": the people the store knows in that relation to the user count as named
  // (kin-query.ts), and the kinship word is then searched as them rather than as text.
  const kin = kinshipIn(asked);
  const relatives = kin.relations.length ? entitiesByRelation(db, kin.relations) : [];
  const query = relatives.length ? withoutWords(asked, kin.words) : asked;
  // What is left of "how is my mum?" is only stop words: the person is the whole question.
  const keepStopwords = relatives.length === 0;
  const terms = queryTerms(query, {keepStopwords});
  const across = opts.crossLanguage === false ? [] : crossLanguageTerms(query);
  // The other language's words are counted and budgeted like the query's own: left out, a common
  // one ("reuniao", "aniversario": ~29,000 memories each at 100k) was ranked on every search.
  const stats = vocabStats(db, [...terms, ...across]);
  const fixes = spellingHelp(db, terms, stats);
  const drop = commonTerms(stats, [...terms, ...fixes, ...across]);
  let match = ftsQuery(query, {drop, extra: [...fixes, ...across], keepStopwords});
  const strict = opts.strict ?? false;
  const ownWords = new Set<number>();
  const fromId = newestSlice(
    stats,
    [...terms, ...fixes, ...across].filter(t => !drop?.(t)),
  );
  const when = asksWhen(query);
  const light = new Map<number, Light>();
  const byText = (m: string) => {
    // `own` < 0: the memory's own words matched, not only its neighbours' (store-io.ts).
    const rows = textMatches(db, {match: m, withContent: when, neighbourWeight: w.neighbourContext, fromId, pool, own: strict});
    for (const r of rows) {
      get(r.id).bm25 = r.score;
      if (strict && r.own < 0) ownWords.add(r.id);
      light.set(r.id, r);
    }
  };
  if (match) byText(match);
  // The kinds the query names are searched as their instances ("pets" → "puppy", "cat"), in a pass
  // of their own over the memories' own words, weighed below the query's words. The lexicon holds
  // both languages, so a search told not to expand across them (to measure that) leaves it out too.
  let conceptShare = 0;
  const kinds = w.concept > 0 && opts.crossLanguage !== false ? conceptGroups(query) : [];
  const instances = kinds.length && stats ? conceptMatch(db, kinds, terms, new Set([...terms, ...fixes, ...across]), stats) : null;
  if (instances) {
    conceptShare = instances.share;
    for (const r of textMatches(db, {match: instances.match, withContent: when, neighbourWeight: 0, fromId, pool: CONCEPT_POOL, own: false})) {
      if (r.score >= 0) continue;
      get(r.id).concept = r.score;
      if (!light.has(r.id)) light.set(r.id, r);
    }
  }
  if (match && cands.size === 0 && storeSize(db) > FUZZY_MAX_MEMORIES) {
    // Nothing matched in a store too big for the vector fallback: look for the typo in the first letters too.
    const wide = spellingHelp(db, terms, stats, true);
    const retry = wide.length ? ftsQuery(query, {drop: commonTerms(stats, [...terms, ...fixes, ...wide, ...across]), extra: [...fixes, ...wide, ...across], keepStopwords}) : null;
    if (retry) byText((match = retry));
  }

  // A zero vector weight skips the embedding and the brute-force KNN scan, unless the words found
  // too little: then the vectors' character n-grams rescue typos and partial words.
  // Not when no word is left to be misspelt ("how is my mum?" once "mum" is the person).
  const fuzzy = w.vector <= 0 && w.fuzzy > 0 && terms.length > 0 && cands.size < FUZZY_BELOW && storeSize(db) <= FUZZY_MAX_MEMORIES;
  const qv = w.vector <= 0 && !fuzzy ? null : (opts.queryVector ?? (opts.embedder?.embedSync && query.trim() ? opts.embedder.embedSync([query])[0]! : null));
  if (qv) for (const r of nearest(db, qv, pool, opts.embedder)) get(r.id).vector = r.similarity;

  const entityIds = [...new Set([...entitiesNamed(db, query), ...relatives])];
  if (relatives.length) {
    // A note that says the relative's name or alias ("Rosa saw the GP") is about them as much as one
    // linked to them. The names are alternatives, so they give the person signal, not bm25: summed
    // as words, a rare nickname would outweigh the query's own words.
    const byName = ftsQuery(namesOf(db, relatives).join(' '), {keepStopwords: true});
    if (byName)
      // With the neighbours weighed 0, the score is the note's own words: a neighbour's mention is not one.
      for (const r of textMatches(db, {match: byName, withContent: when, neighbourWeight: 0, fromId, pool, own: false})) {
        if (r.score >= 0) continue;
        get(r.id).entity = 1;
        if (!light.has(r.id)) light.set(r.id, r);
      }
  }
  if (entityIds.length) {
    const rows = entityMemories(db, entityIds, when, pool);
    for (const r of rows) {
      get(r.id).entity = 1;
      light.set(r.id, r);
    }
  }
  const queryWords = new Set(tokenize(query));
  const window = opts.window === undefined ? queryWindow(query, opts.now) : opts.window;
  const missing = [...cands.keys()].filter(id => !light.has(id));
  if (missing.length) for (const [id, r] of lightRows(db, missing, when || fuzzy)) light.set(id, r);
  const full: Candidate[] = [];
  // A store has few speakers: each one's words are read once per search, not once per candidate.
  const named = new Map<string, boolean>();
  const speakerNamed = (speaker: string) => {
    let is = named.get(speaker);
    if (is === undefined) named.set(speaker, (is = tokenize(speaker).some(t => queryWords.has(t))));
    return is;
  };
  for (const [id, c] of cands) {
    const m = light.get(id);
    if (!m || !matchesFilters(m as Memory, opts)) continue;
    if (m.speaker && speakerNamed(m.speaker)) c.entity = 1;
    if (c.bm25 === undefined && c.concept === undefined && !c.entity && (c.vector ?? 0) <= (fuzzy ? FUZZY_FLOOR : VECTOR_FLOOR)) continue;
    if (!isRelevant({own: ownWords.has(id), text: c.bm25 !== undefined, entity: !!c.entity, fuzzy, content: m.content, terms}, strict)) continue;
    // Spelled out, not spread: the partial candidates grow their fields in any order, and spreading
    // objects of so many shapes cost ~6 µs each, most of this loop (bench/RESULTS.md, ninth day).
    full.push({
      id,
      bm25: c.bm25,
      concept: c.concept,
      vector: c.vector,
      entity: c.entity,
      occurredAt: m.occurredAt,
      importance: m.importance,
      mentionsTime: when && !!m.content && mentionsTime(m.content),
    });
  }
  const ranked = fuse(full, {now: opts.now, weights: w, window, asksWhen: when, conceptShare});
  const top = limit > 0 ? ranked.slice(0, limit) : ranked;
  const rows = hitRows(
    db,
    top.map(r => r.id),
  );
  const hits: SearchHit[] = top.map(r => Object.assign(rows.get(r.id) as MemoryJson, {kind: 'memory' as const, score: round(r.score), explain: roundAll(r.explain)}));

  if (opts.summaries !== false && match && !filtered) {
    hits.push(...searchSummaries(db, match, w));
    hits.sort((a, b) => b.score - a.score);
    if (limit > 0) hits.length = Math.min(hits.length, limit);
  }
  return hits;
}

/** Weekly summaries stand in for the memories compressed into them; they rank on text alone. */
function searchSummaries(db: DB, match: string, w: Weights): SearchHit[] {
  const rows = summaryMatches(db, match);
  if (rows.length === 0) return [];
  const best = Math.max(...rows.map(r => -r.bm));
  return rows.map(r => {
    const text = best > 0 ? -r.bm / best : 0;
    // A summary has no vector or recency of its own here: a full text match scores like a good memory match.
    const score = round(0.9 * (w.bm25 + w.vector) * text);
    return {
      kind: 'summary' as const,
      id: r.id,
      content: r.summary,
      summary: `Week of ${r.start.slice(0, 10)}`,
      type: 'conversation' as const,
      context: r.context as Memory['context'],
      importance: 5,
      entities: JSON.parse(r.entities) as string[],
      createdAt: r.createdAt,
      occurredAt: r.start,
      score,
      explain: {bm25: score, vector: 0, entity: 0, recency: 0, importance: 0, time: 0, temporal: 0, concept: 0},
    };
  });
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const roundAll = (e: Explain): Explain => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, round(v)])) as unknown as Explain;
