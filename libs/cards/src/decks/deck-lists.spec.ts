import { CardCatalogue } from '../catalogue/card-catalogue';
import { starterCards } from '../starter/starter-pool';
import { parseDekXml } from './parse-dek-xml';
import { parseTextDeckList } from './parse-text-deck';
import { resolveDeckList } from './resolve-deck';

const catalogue = new CardCatalogue(starterCards());

describe('plain-text deck lists', () => {
  it('reads "1x Name" and "1 Name" lines under section headers', () => {
    const list = parseTextDeckList('# deck: test\nMissions (2)\n1x Avert Disaster\n1 First Contact\n\nDraw Deck:\n3x Data\n');
    expect(list.name).toBe('test');
    expect(list.errors).toEqual([]);
    expect(list.entries.map((e) => [e.count, e.title, e.zone, e.line])).toEqual([
      [1, 'Avert Disaster', 'seed', 3],
      [1, 'First Contact', 'seed', 4],
      [3, 'Data', 'draw', 7],
    ]);
  });

  it('names the line and suggests the nearest titles for unknown cards', () => {
    const resolved = resolveDeckList(parseTextDeckList('1x Jean-Luc Pickard\n2x Worf\n'), catalogue);
    expect(resolved.entries.map((e) => e.card.title)).toEqual(['Worf']);
    expect(resolved.errors).toHaveLength(1);
    expect(resolved.errors[0]).toMatchObject({ line: 1, title: 'Jean-Luc Pickard' });
    expect(resolved.errors[0]!.suggestions[0]).toBe('Jean-Luc Picard');
    expect(resolved.errors[0]!.message).toMatch(/^line 1: unknown card "Jean-Luc Pickard"; did you mean "Jean-Luc Picard"/);
  });

  it('infers the zone from the card type when there is no section header', () => {
    const resolved = resolveDeckList(parseTextDeckList('1 Chalnoth\n1 Gowron\n'), catalogue);
    expect(resolved.entries.map((e) => [e.card.title, e.zone, e.zoneInferred])).toEqual([
      ['Chalnoth', 'seed', true],
      ['Gowron', 'draw', true],
    ]);
  });

  // Issue 15: cards brought from outside the game (1E rulebook › OUT-OF-PLAY) are listed under their own heading.
  it('reads an "Outside the Game" section as the zone outside (not a side deck, though "outside" holds "side")', () => {
    const list = parseTextDeckList('Draw Deck:\n1x Data\nOutside the Game (2):\n2x Worf\n');
    expect(list.errors).toEqual([]);
    expect(list.entries.map((e) => [e.title, e.zone, e.sideDeck])).toEqual([
      ['Data', 'draw', undefined],
      ['Worf', 'outside', undefined],
    ]);
  });

  it('reports lines that are neither entries nor headers', () => {
    expect(parseTextDeckList('Data Data Data\n').errors).toEqual([
      { line: 1, text: 'Data Data Data', message: 'expected "<count>x <card name>" or a section header' },
    ]);
  });
});

describe('LackeyCCG .dek deck lists', () => {
  const dek = `<?xml version="1.0" encoding="UTF-8"?>
<deck version="0.8">
  <meta><game>st1e</game><name>Test &amp; Co</name></meta>
  <superzone name="Seed Deck">
    <card><name id="101_049">Shaka, When the Walls Fell</name><set>Premiere</set></card>
    <card><name id="101_049">Shaka, When the Walls Fell</name><set>Premiere</set></card>
  </superzone>
  <superzone name="Draw Deck">
    <!-- one copy per card element -->
    <card><name id="101_162">Gowron</name><set>Premiere</set></card>
    <card><name>Kurm</name><set>Premiere</set></card>
  </superzone>
</deck>`;

  it('groups copies per superzone and keeps ids and line numbers', () => {
    const list = parseDekXml(dek);
    expect(list.name).toBe('Test & Co');
    expect(list.errors).toEqual([]);
    expect(list.entries.map((e) => [e.count, e.title, e.cardId, e.zone, e.line])).toEqual([
      [2, 'Shaka, When the Walls Fell', '101_049', 'seed', 5],
      [1, 'Gowron', '101_162', 'draw', 10],
      [1, 'Kurm', undefined, 'draw', 11],
    ]);
  });

  it('resolves names and suggests for unknown ones', () => {
    const resolved = resolveDeckList(parseDekXml(dek), catalogue);
    expect(resolved.entries.map((e) => e.card.title)).toEqual(['Shaka, When the Walls Fell', 'Gowron']);
    expect(resolved.errors[0]).toMatchObject({ line: 11, title: 'Kurm' });
    expect(resolved.errors[0]!.suggestions).toContain('Kurn');
  });

  it('reports malformed XML with its line', () => {
    const list = parseDekXml('<deck>\n<superzone name="x">\n</deck>');
    expect(list.entries).toEqual([]);
    expect(list.errors[0]!.line).toBe(3);
  });
});
