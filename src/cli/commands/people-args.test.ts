import {describe, expect, it} from 'vitest';
import {parseBirthday, parseRelation} from './people-args.js';
import {familyTree} from './people-tree.js';
import stringWidth from 'string-width';

describe('people set values', () => {
  it('takes a birthday with or without the year', () => {
    expect(parseBirthday('2019-05-04', '2026-01-01')).toBe('2019-05-04');
    expect(parseBirthday('05-04', '2026-01-01')).toBe('--05-04');
    expect(parseBirthday('--02-29', '2026-01-01')).toBe('--02-29');
    expect(() => parseBirthday('2019-13-01', '2026-01-01')).toThrow(/Invalid birthday/);
    expect(() => parseBirthday('04/05/2019', '2026-01-01')).toThrow(/Invalid birthday/);
  });

  it('takes relation words in English or Portuguese', () => {
    expect(parseRelation('Sogra')).toBe('mother-in-law');
    expect(parseRelation('filho')).toBe('son');
    expect(parseRelation('sister in law')).toBe('sister-in-law');
    expect(() => parseRelation('chefe de cozinha')).toThrow(/Unknown relation/);
  });
});

describe('the family tree', () => {
  it("hangs a sibling's partner under the sibling and never draws wider than the terminal", () => {
    const people = [
      {id: 1, name: 'Pedro', relation: 'brother', gender: 'male'},
      {id: 2, name: 'Carla', relation: 'sister-in-law', gender: 'female'},
      {id: 3, name: 'Conceição Aparecida dos Santos Magalhães', relation: 'grandmother', gender: 'female'},
    ];
    const lines = familyTree(people, [{subject: 2, relation: 'wife', object: 1}], 'pt', 30);
    expect(lines[0]).toBe('Você');
    const pedro = lines.findIndex(l => l.includes('Pedro'));
    expect(lines[pedro + 1]).toMatch(/└── Carla \(cunhada\)/);
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(30);
  });
});
