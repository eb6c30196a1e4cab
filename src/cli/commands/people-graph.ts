/**
 * Everyone and every relationship, not only the family: the user in the middle, each person with
 * their relation to the user (family, work, friends, neighbours, health, other), and the edges
 * between people ("Carlos — marido de Ana"). As text for the terminal, as Graphviz DOT or as
 * Mermaid for a renderer, or as JSON. Pure: takes nodes and edges, returns text.
 */
import {relationLabel} from '../../assistant/describe-person.js';
import {say, speciesWord} from '../../assistant/phrasing.js';
import type {Language} from '../../domain/types.js';
import type {Edge, GraphNode} from '../../store/people-read.js';
import {displayName} from '../../text/names.js';
import {FAMILY_BASES, inverseOf, parseRelationWord, WORK_BASES, type RelBase} from '../../understanding/kinship.js';
import stringWidth from 'string-width';
import {fitWidth} from './people-tree.js';

type GraphGroup = 'family' | 'work' | 'friends' | 'neighbours' | 'health' | 'pets' | 'other';

const GROUPS: Record<GraphGroup, {pt: string; en: string; fill: string; line: string}> = {
  family: {pt: 'Família', en: 'Family', fill: '#dbeafe', line: '#2563eb'},
  work: {pt: 'Trabalho', en: 'Work', fill: '#fde68a', line: '#b45309'},
  friends: {pt: 'Amigos', en: 'Friends', fill: '#bbf7d0', line: '#15803d'},
  neighbours: {pt: 'Vizinhos', en: 'Neighbours', fill: '#e9d5ff', line: '#7e22ce'},
  health: {pt: 'Saúde', en: 'Health', fill: '#fecaca', line: '#b91c1c'},
  pets: {pt: 'Animais', en: 'Pets', fill: '#fbcfe8', line: '#be185d'},
  other: {pt: 'Outros', en: 'Others', fill: '#e5e7eb', line: '#6b7280'},
};
const ORDER: GraphGroup[] = ['family', 'work', 'friends', 'neighbours', 'health', 'pets', 'other'];

/** The group a relation word belongs to. */
function groupOf(relation: string | null): GraphGroup {
  if (relation === 'pet') return 'pets';
  const base = relation ? parseRelationWord(relation)?.base : undefined;
  if (!base) return 'other';
  if (FAMILY_BASES.has(base)) return 'family';
  if (WORK_BASES.has(base)) return 'work';
  if (base === 'friend') return 'friends';
  if (base === 'neighbor') return 'neighbours';
  if (base === 'doctor' || base === 'patient') return 'health';
  return 'other';
}

interface GraphEdge {
  /** Entity ids; `to` null is the user. */
  from: number;
  to: number | null;
  relation: string;
  group: GraphGroup;
}

export interface PeopleGraph {
  nodes: Array<GraphNode & {group: GraphGroup}>;
  edges: GraphEdge[];
}

/**
 * The graph: every open relationship, plus a person's relation to the user when no open edge
 * says it (so every `relation` of `people --json` is drawn); an edge whose inverse is already
 * drawn (Ana wife of Carlos after Carlos husband of Ana) once.
 */
export function buildGraph(nodes: GraphNode[], edges: Edge[]): PeopleGraph {
  const known = new Set(nodes.map(n => n.id));
  const out: GraphEdge[] = [];
  // The bases drawn between each ordered pair, so each new edge is checked in constant time.
  const drawn = new Map<string, Set<string>>();
  const pair = (a: number | null, b: number | null) => `${a}|${b}`;
  const add = (from: number, to: number | null, relation: string) => {
    if (to !== null && !known.has(to)) return;
    const base = parseRelationWord(relation)?.base ?? relation;
    const here = drawn.get(pair(from, to)) ?? new Set<string>();
    if (here.has(base)) return;
    // The same tie said from the other side is one line.
    const inverse = inverseOf(base as RelBase);
    if (to !== null && inverse && drawn.get(pair(to, from))?.has(inverse)) return;
    drawn.set(pair(from, to), here.add(base));
    out.push({from, to, relation, group: groupOf(relation)});
  };
  for (const e of edges) if (known.has(e.subject)) add(e.subject, e.object, e.relation);
  // Each person's relation to the user (what `people --json` says), unless an open edge already drew it.
  for (const n of nodes) if (n.relation) add(n.id, null, n.relation);
  // A person with no relation to the user belongs where their ties put them (Sofia, daughter of Pedro: family).
  const tieGroup = new Map<number, GraphGroup>();
  for (const e of out) {
    if (e.group === 'other') continue;
    if (!tieGroup.has(e.from)) tieGroup.set(e.from, e.group);
    if (e.to !== null && !tieGroup.has(e.to)) tieGroup.set(e.to, e.group);
  }
  const group = (n: GraphNode): GraphGroup => (n.kind === 'pet' ? 'pets' : n.relation ? groupOf(n.relation) : (tieGroup.get(n.id) ?? 'other'));
  return {nodes: nodes.map(n => ({...n, group: group(n)})), edges: out};
}

const nameOf = (n: GraphNode) => displayName(n.name);
/** A node's id in DOT and Mermaid: p12 for a person, pet3 for an animal. */
const nodeId = (id: number | null) => (id === null ? 'user' : id < 0 ? `pet${-id}` : `p${id}`);
/** What an edge says: "filha" / "daughter"; for an animal its species ("cachorro"), else "animal" / "pet". */
const edgeLabel = (from: GraphNode, relation: string, lang: Language) =>
  from.kind === 'pet' ? (from.species ? speciesWord(from.species, lang) : say(lang, 'animal', 'pet')) : relationLabel(relation, lang, from.gender);

/** The graph for `--json`: names instead of ids ("user" for the user). */
export function graphJson(g: PeopleGraph) {
  const byId = new Map(g.nodes.map(n => [n.id, n]));
  return {
    nodes: g.nodes.map(n => ({name: n.name, kind: n.kind, relation: n.relation, group: n.group})),
    edges: g.edges.map(e => ({from: byId.get(e.from)!.name, to: e.to === null ? 'user' : byId.get(e.to)!.name, relation: e.relation, group: e.group})),
  };
}

/**
 * "Família: Ana (esposa), Bia (filha), …" in terminal columns (string-width, as the terminal draws
 * it), never cutting anyone off: whole entries go to the next line, hanging two columns further in.
 */
function wrapped(head: string, entries: string[], width: number, indent = '  '): string[] {
  const lines: string[] = [];
  let line = `${indent}${head}:`;
  let used = stringWidth(line);
  let fresh = true;
  entries.forEach((entry, i) => {
    const piece = `${entry}${i < entries.length - 1 ? ',' : ''}`;
    const w = stringWidth(piece);
    if (!fresh && used + 1 + w > width) {
      lines.push(line);
      line = `${indent}  ${piece}`;
      used = indent.length + 2 + w;
    } else {
      line += ` ${piece}`;
      used += 1 + w;
    }
    fresh = false;
  });
  lines.push(line);
  // Only a single entry wider than the terminal is cut.
  return lines.map(l => fitWidth(l, width));
}

/** The text view: the user's circles by group, then the ties between people, then who has none. */
export function graphText(g: PeopleGraph, lang: Language, width: number): string[] {
  const byId = new Map(g.nodes.map(n => [n.id, n]));
  const label = (n: GraphNode, relation: string) => `${nameOf(n)} (${edgeLabel(n, relation, lang)})`;
  const lines = [say(lang, 'Você', 'You')];
  for (const group of ORDER) {
    const toUser = g.edges.filter(e => e.to === null && e.group === group);
    if (!toUser.length) continue;
    const names = toUser.map(e => label(byId.get(e.from)!, e.relation));
    // Wrapped, never cut: a long family is everyone, on as many lines as it takes.
    lines.push(...wrapped(say(lang, GROUPS[group].pt, GROUPS[group].en), names, width));
  }
  const between = g.edges.filter(e => e.to !== null);
  if (between.length) {
    lines.push(say(lang, 'Entre eles', 'Between them'));
    for (const e of between) {
      const from = byId.get(e.from)!;
      const to = byId.get(e.to!)!;
      lines.push(fitWidth(`  ${nameOf(from)} — ${relationLabel(e.relation, lang, from.gender)} ${say(lang, 'de', 'of')} ${nameOf(to)}`, width));
    }
  }
  const linked = new Set(g.edges.flatMap(e => [e.from, e.to]));
  const alone = g.nodes.filter(n => !linked.has(n.id));
  if (alone.length) lines.push(...wrapped(say(lang, 'Sem relação conhecida', 'No known relation'), alone.map(nameOf), width, ''));
  return lines;
}

const dotText = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;

/** Graphviz DOT: the user in the middle, people coloured by their group, each edge labelled with the relation. */
export function graphDot(g: PeopleGraph, lang: Language): string {
  const out = [
    'digraph magis {',
    '  graph [layout=neato, overlap=false, splines=true, sep="+12", fontname="Helvetica", bgcolor="white"];',
    '  node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=11, color="#9ca3af"];',
    '  edge [fontname="Helvetica", fontsize=9, arrowsize=0.6];',
    `  user [label=${dotText(say(lang, 'Você', 'You'))}, shape=ellipse, fillcolor="#fef08a", fontsize=13];`,
  ];
  for (const n of g.nodes) out.push(`  ${nodeId(n.id)} [label=${dotText(nameOf(n))}, fillcolor="${GROUPS[n.group].fill}"];`);
  const byId = new Map(g.nodes.map(n => [n.id, n]));
  for (const e of g.edges) {
    const from = byId.get(e.from)!;
    out.push(`  ${nodeId(e.from)} -> ${nodeId(e.to)} [label=${dotText(edgeLabel(from, e.relation, lang))}, color="${GROUPS[e.group].line}", fontcolor="${GROUPS[e.group].line}"];`);
  }
  out.push('}');
  return out.join('\n');
}

const mermaidText = (s: string) => `"${s.replace(/"/g, '#quot;').replace(/\n/g, ' ')}"`;

/** Mermaid flowchart: the same graph for a Markdown renderer. */
export function graphMermaid(g: PeopleGraph, lang: Language): string {
  const out = ['graph LR', `  user((${mermaidText(say(lang, 'Você', 'You'))}))`];
  for (const n of g.nodes) out.push(`  ${nodeId(n.id)}[${mermaidText(nameOf(n))}]`);
  const byId = new Map(g.nodes.map(n => [n.id, n]));
  for (const e of g.edges) {
    const from = byId.get(e.from)!;
    out.push(`  ${nodeId(e.from)} -->|${mermaidText(edgeLabel(from, e.relation, lang))}| ${nodeId(e.to)}`);
  }
  for (const group of ORDER) {
    const ids = g.nodes.filter(n => n.group === group).map(n => nodeId(n.id));
    if (!ids.length) continue;
    out.push(`  classDef ${group} fill:${GROUPS[group].fill},stroke:${GROUPS[group].line}`);
    out.push(`  class ${ids.join(',')} ${group}`);
  }
  return out.join('\n');
}
