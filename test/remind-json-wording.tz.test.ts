/**
 * `magis remind --json` says each item's sentence in the words `magis remind` prints it with: a
 * Portugal user (the profile's locale, or a writer whose messages are European Portuguese) reads
 * the European wording in both, a Brazilian the Brazilian, an English user the same English. Our
 * own sentences; one store per locale, asked at a fixed hour.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {magis, tempHome} from './helpers/cli.js';

const NOW = '2026-11-29T10:00';
const homes: Array<() => void> = [];
afterAll(() => {
  for (const done of homes) done();
});

/** A store whose user said `lines` (after setting `locale`, when given); its printed lines and its --json messages. */
function remindBoth(lines: string[], locale: string | null, env: NodeJS.ProcessEnv = {LANG: 'C.UTF-8'}) {
  const {home, cleanup} = tempHome();
  homes.push(cleanup);
  if (locale) expect(magis(home, ['profile', 'set', 'locale', locale], {env}).status).toBe(0);
  for (const line of lines) expect(magis(home, ['ask', '--now', NOW, line], {env}).status).toBe(0);
  const text = magis(home, ['remind', '--all', '--now', NOW], {env});
  const json = magis(home, ['remind', '--json', '--now', NOW], {env});
  expect(text.status, text.stderr).toBe(0);
  expect(json.status, json.stderr).toBe(0);
  const items = JSON.parse(json.stdout) as Array<{message: string}>;
  // Each printed line is "N. <message>[ <hint>]": the message as --json has it starts the line.
  const printed = text.stdout.trim().split('\n');
  return {items, printed};
}

const PT_PT = ['preciso de levar o carro à inspeção e de ir ao oftalmologista', 'a minha avó Ermelinda faz anos a 30 de novembro'];
const PT_BR = ['preciso ir no oftalmologista', 'o aniversário da minha avó Ermelinda é dia 30 de novembro'];
const EN = ['I need to see the optician', "my gran Edith's birthday is on 30 November"];

describe('remind --json words each message as the printed line does', () => {
  it.each([
    {variety: 'pt-PT (locale)', locale: 'pt-PT', lines: PT_PT, has: /Precisa de ir ao oftalmologista — quer que lhe lembre de marcar\?/, never: /você|eu lembre|\(sua /i},
    {variety: 'pt-BR (locale)', locale: 'pt-BR', lines: PT_BR, has: /Você precisa ir ao oftalmologista — quer que eu lembre você de marcar\?/, never: /lhe lembre|a sua avó/},
    {variety: 'en-GB', locale: 'en-GB', lines: EN, has: /You need to get an eye exam/, never: /você|lembre/},
    {variety: 'en-US', locale: 'en-US', lines: EN, has: /You need to get an eye exam/, never: /você|lembre/},
  ])('$variety', ({locale, lines, has, never}) => {
    const {items, printed} = remindBoth(lines, locale);
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map(i => i.message).join('\n')).toMatch(has);
    for (const item of items) {
      expect(item.message).not.toMatch(never);
      expect(printed.some(line => line.replace(/^\d+\. /, '').startsWith(item.message))).toBe(true);
    }
  });

  it('for a writer of European Portuguese with no locale set, from their writing', () => {
    const {items, printed} = remindBoth([...PT_PT, 'estou a ver se ligo amanhã', 'tenho de mandar arranjar o telemóvel'], null, {LANG: 'C.UTF-8'});
    const said = items.map(i => i.message).join('\n');
    expect(said).toMatch(/quer que lhe lembre de marcar\?/);
    expect(said).not.toMatch(/você/i);
    for (const item of items) expect(printed.some(line => line.replace(/^\d+\. /, '').startsWith(item.message))).toBe(true);
  });
});
