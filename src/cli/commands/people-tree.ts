/**
 * The family as a tree in the terminal: the user at the root, then the people grouped by how they
 * relate (grandparents, parents, partner, in-laws, siblings, children…). A person with a stated
 * edge to someone already in the tree (a sister's husband, a son's daughter) hangs under that
 * person instead. Widths are measured as the terminal draws them (string-width), never `.length`.
 * Pure: takes people and edges, returns lines.
 */
import stringWidth from 'string-width';
import {relationLabel} from '../../assistant/describe-person.js';
import type {Language} from '../../domain/types.js';
import {parseRelationWord, type RelBase} from '../../understanding/kinship.js';
import {displayName} from '../../text/names.js';

export interface TreePerson {
  id: number;
  name: string;
  relation: string | null;
  gender: string | null;
}

export interface TreeEdge {
  subject: number;
  relation: string;
  object: number | null;
}

/** Groups in the order a family is read: older generations first, then the user's own, then younger, then the rest. */
const GROUPS: Array<{bases: RelBase[]; pt: string; en: string}> = [
  {bases: ['great-grandparent', 'grandparent'], pt: 'Avós', en: 'Grandparents'},
  {bases: ['parent', 'step-parent'], pt: 'Pais', en: 'Parents'},
  {bases: ['spouse', 'partner', 'engaged', 'dating'], pt: 'Companheiro(a)', en: 'Partner'},
  {bases: ['parent-in-law', 'sibling-in-law'], pt: 'Família do(a) companheiro(a)', en: 'In-laws'},
  {bases: ['sibling'], pt: 'Irmãos', en: 'Siblings'},
  {bases: ['auncle', 'cousin', 'nibling'], pt: 'Tios, primos e sobrinhos', en: 'Aunts, uncles, cousins, nieces and nephews'},
  {bases: ['child', 'step-child', 'child-in-law'], pt: 'Filhos', en: 'Children'},
  {bases: ['grandchild', 'great-grandchild'], pt: 'Netos', en: 'Grandchildren'},
  {bases: ['godparent', 'godchild'], pt: 'Padrinhos e afilhados', en: 'Godparents and godchildren'},
  {bases: ['ex-spouse', 'ex-dating'], pt: 'Ex', en: 'Former partners'},
  {bases: ['friend', 'neighbor'], pt: 'Amigos e vizinhos', en: 'Friends and neighbours'},
  {bases: ['coworker', 'boss', 'employee'], pt: 'Trabalho', en: 'Work'},
];

/** Edges that make a person belong under another: their partner, their child. */
const HANGS_UNDER: ReadonlySet<RelBase> = new Set(['spouse', 'partner', 'engaged', 'dating', 'child', 'step-child']);

interface Node {
  label: string;
  children: Node[];
}

function groupOf(relation: string | null): number {
  const base = relation ? parseRelationWord(relation)?.base : undefined;
  const i = base ? GROUPS.findIndex(g => g.bases.includes(base)) : -1;
  return i === -1 ? GROUPS.length : i;
}

/**
 * How much of a line is ever measured: `width` columns show, and no line that fits holds eight code
 * units a column (its styling included). string-width segments what it measures, superlinearly in
 * text beyond ASCII: a whole 70,000-character calendar title took 90 s a line of `timeline`.
 */
const measuredOf = (width: number) => width * 8 + 256;

/** Cuts a line to `width` terminal columns, measuring each character as the terminal does. */
export function fitWidth(line: string, width: number): string {
  const head = line.length > measuredOf(width) ? line.slice(0, measuredOf(width)) : line;
  if (head === line && stringWidth(line) <= width) return line;
  let out = '';
  for (const ch of head) {
    if (stringWidth(out + ch + '…') > width) break;
    out += ch;
  }
  return out + '…';
}

/** The tree's lines, each at most `width` columns wide. */
export function familyTree(people: TreePerson[], edges: TreeEdge[], lang: Language, width: number): string[] {
  const byId = new Map(people.map(p => [p.id, p]));
  const label = (p: TreePerson) => `${displayName(p.name)}${p.relation ? ` (${relationLabel(p.relation, lang, p.gender)})` : ''}`;
  const nodes = new Map(people.map(p => [p.id, {label: label(p), children: [] as Node[]}]));
  // A person hangs under another when an edge says they are that person's partner or child
  // and that person is placed by their own relation to the user (one level: no cycles).
  const parentOf = new Map<number, number>();
  for (const e of edges) {
    if (e.object === null || !byId.has(e.subject) || !byId.has(e.object) || parentOf.has(e.subject)) continue;
    const base = parseRelationWord(e.relation)?.base;
    if (!base || !HANGS_UNDER.has(base)) continue;
    const anchor = byId.get(e.object)!;
    if (!anchor.relation || parentOf.has(anchor.id) || [...parentOf.values()].includes(e.subject)) continue;
    // The user's own child or partner stays in the user's groups, never under the other parent.
    const ownBase = parseRelationWord(byId.get(e.subject)!.relation ?? '')?.base;
    if (ownBase && ['child', 'spouse', 'partner', 'engaged', 'dating'].includes(ownBase)) continue;
    parentOf.set(e.subject, e.object);
  }
  // Without a stated edge, the user's parents-in-law are their partner's parents: with exactly one
  // current partner, they hang under that partner.
  const partners = people.filter(p => ['spouse', 'partner', 'engaged', 'dating'].includes(parseRelationWord(p.relation ?? '')?.base ?? ''));
  if (partners.length === 1) {
    for (const p of people) {
      if (!parentOf.has(p.id) && parseRelationWord(p.relation ?? '')?.base === 'parent-in-law') parentOf.set(p.id, partners[0]!.id);
    }
  }
  const groups: Node[] = [...GROUPS.map(g => ({label: lang === 'pt' ? g.pt : g.en, children: [] as Node[]})), {label: lang === 'pt' ? 'Outros' : 'Others', children: []}];
  for (const p of people) {
    const anchor = parentOf.get(p.id);
    if (anchor !== undefined) nodes.get(anchor)!.children.push(nodes.get(p.id)!);
    else groups[groupOf(p.relation)]!.children.push(nodes.get(p.id)!);
  }
  const lines = [lang === 'pt' ? 'Você' : 'You'];
  const draw = (list: Node[], prefix: string) => {
    list.forEach((n, i) => {
      const last = i === list.length - 1;
      lines.push(fitWidth(`${prefix}${last ? '└── ' : '├── '}${n.label}`, width));
      draw(n.children, prefix + (last ? '    ' : '│   '));
    });
  };
  draw(
    groups.filter(g => g.children.length),
    '',
  );
  return lines;
}
