import {describe, expect, it} from 'vitest';
import {buildGraph, graphDot, graphJson, graphMermaid, graphText} from './people-graph.js';

const node = (id: number, name: string, relation: string | null, gender: 'female' | 'male' | null = null) => ({id, name, kind: 'person', relation, gender, unnamed: false});

describe('people graph', () => {
  const nodes = [node(1, 'Ana', 'wife', 'female'), node(2, 'Lourdes', null, 'female'), node(3, 'Marcos', 'boss', 'male'), node(4, 'Rui', null, 'male'), node(5, 'Sofia "Sô"', 'neighbor', 'female')];
  const edges = [
    {subject: 1, relation: 'wife', object: null},
    {subject: 2, relation: 'mother', object: 1},
    {subject: 1, relation: 'daughter', object: 2},
    {subject: 3, relation: 'boss', object: null},
  ];
  const g = buildGraph(nodes, edges);

  it('draws every relation to the user, even one only on the person, and a tie said from both sides once', () => {
    const j = graphJson(g);
    expect(j.edges).toEqual([
      {from: 'Ana', to: 'user', relation: 'wife', group: 'family'},
      {from: 'Lourdes', to: 'Ana', relation: 'mother', group: 'family'},
      {from: 'Marcos', to: 'user', relation: 'boss', group: 'work'},
      {from: 'Sofia "Sô"', to: 'user', relation: 'neighbor', group: 'neighbours'},
    ]);
    // Lourdes has no relation to the user, but her tie to Ana makes her family.
    expect(j.nodes.find(n => n.name === 'Lourdes')!.group).toBe('family');
  });

  it("says it in the user's language and names who has no known tie", () => {
    const pt = graphText(g, 'pt', 80);
    expect(pt).toEqual(['Você', '  Família: Ana (esposa)', '  Trabalho: Marcos (chefe)', '  Vizinhos: Sofia "Sô" (vizinha)', 'Entre eles', '  Lourdes — mãe de Ana', 'Sem relação conhecida: Rui']);
    expect(graphText(g, 'en', 80)).toContain('  Lourdes — mother of Ana');
  });

  it('quotes names so DOT and Mermaid stay valid', () => {
    expect(graphDot(g, 'pt')).toContain('p5 [label="Sofia \\"Sô\\"", fillcolor=');
    expect(graphMermaid(g, 'en')).toContain('p5["Sofia #quot;Sô#quot;"]');
    expect(graphMermaid(g, 'en')).toContain('p2 -->|"mother"| p1');
  });

  it('wraps a large family onto more lines instead of cutting anyone off', () => {
    const many = Array.from({length: 30}, (_, i) => node(100 + i, `Pessoa${i}`, 'cousin', 'female'));
    const lines = graphText(buildGraph(many, []), 'pt', 60);
    expect(lines.every(l => l.length <= 60)).toBe(true);
    for (let i = 0; i < 30; i++) expect(lines.join(' ')).toContain(`Pessoa${i} (prima)`);
    expect(lines[2]).toMatch(/^ {4}\S/);
  });

  it("draws the user's animals with their species, in their own group", () => {
    const pet = {id: -1, name: 'Rex', kind: 'pet', relation: 'pet', gender: 'male' as const, unnamed: false, species: 'cachorro'};
    const pg = buildGraph([node(1, 'Ana', 'wife', 'female'), pet], []);
    expect(graphJson(pg).edges).toContainEqual({from: 'Rex', to: 'user', relation: 'pet', group: 'pets'});
    expect(graphText(pg, 'pt', 80)).toContain('  Animais: Rex (cachorro)');
    expect(graphDot(pg, 'pt')).toContain('pet1 -> user [label="cachorro"');
  });
});
