import type {Extraction} from '../domain/types.js';

/** A short human reading of an extraction, for `magis extract` without --json. */
export function describeExtraction(x: Extraction): string {
  if (!x.keep) return `Not worth remembering (${x.reason ?? 'small talk'}).`;
  const lines = [`Keep: importance ${x.importance}, ${x.context}, ${x.type} (${x.language})`];
  for (const p of x.people) {
    const bits = [p.relation, p.gender, p.age !== null ? `${p.age}` : null].filter(Boolean);
    lines.push(`  person: ${p.name}${bits.length ? ` (${bits.join(', ')})` : ''}`);
  }
  if (x.places.length) lines.push(`  places: ${x.places.join(', ')}`);
  if (x.organizations.length) lines.push(`  organizations: ${x.organizations.join(', ')}`);
  for (const r of x.relationships) lines.push(`  relation: ${r.subject} is ${r.relation} of ${r.object}`);
  for (const c of x.checkups)
    lines.push(`  checkup: ${c.person} ${c.kind} ${c.status}${c.date ? ' ' + c.date : ''}${c.time ? ' ' + c.time : ''}${c.everyMonths ? ` every ${c.everyMonths} months` : ''}`);
  for (const t of x.tasks) lines.push(`  task: ${t.description} (${t.status}${t.due ? ', due ' + t.due : ''})`);
  for (const q of x.questions) lines.push(`  question: ${q}`);
  return lines.join('\n');
}
