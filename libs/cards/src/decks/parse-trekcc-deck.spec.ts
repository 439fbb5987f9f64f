import { CardCatalogue } from '../catalogue/card-catalogue';
import { starterCards, starterDeckLists } from '../starter/starter-pool';
import { sharedCardList } from '../testing/shared-card-list';
import { checkDeckList, parseDeckList } from './check-deck';
import { DECK_LIST_RULES } from './deck-list';
import { looksLikeTrekccExport, parseTrekccDeckList } from './parse-trekcc-deck';
import { RULES } from './validate-deck';

const starter = new CardCatalogue(starterCards());

/**
 * A Klingon deck written the way the trekcc.org deck list export lays it out (our own sample, the
 * Premiere Klingon starter's cards): deck headings with their card counts, card-type headings, and
 * per card the collector columns (set, rarity), `Nx` and the name, separated by tabs.
 */
const KLINGON_EXPORT = [
  'Seed Deck (21)',
  'Missions (6)',
  '1\tU\t1x\tCloaked Mission',
  '1\tU\t1x\tKrios Suppression',
  '1\tC\t1x\tMedical Relief',
  '1\tR\t1x\tInvestigate Alien Probe',
  '1\tC\t1x\tSeek Life-form',
  '1\tC\t1x\tSurvey Mission',
  'Dilemmas (12)',
  '1\tC\t2x\tArmus - Skin of Evil',
  '1\tU\t2x\tNausicaans',
  '1\tC\t2x\tImpassable Door',
  '1\tC\t2x\tChalnoth',
  '1\tU\t2x\tNagilum',
  '1\tR\t2x\tShaka, When the Walls Fell',
  'Artifacts (2)',
  '1\tR\t2x\tCosmic String Fragment',
  'Facilities (1)',
  '1\tC\t1x\tKlingon Outpost',
  '',
  'Draw Deck (34)',
  'Personnel (28)',
  ...[
    'Gowron', 'Kurn', "K'mpec", 'Kahless', 'Kargan', "K'Vada", 'Klag', 'Korris', "Nu'Daq", 'Batrell', 'Morag', "L'Kor", 'Koral', 'Konmel',
    "B'iJik", 'Kromm', 'Kurak', 'Gorath', "Kle'eg", 'Divok', 'Vekma', 'Dukath', "J'Ddan", 'Koroth', 'Torin', 'Vagh', "K'Tal", 'Torak',
  ].map((name, i) => `1\t${i % 3 === 0 ? 'R' : 'U'}\t1x\t${name}`),
  'Ships (6)',
  ...['I.K.S. Bortas', "I.K.S. Vor'Cha", "I.K.S. Qu'Vat", 'I.K.S. Buruk', "I.K.S. K'Vort", 'I.K.S. Pagh'].map((name) => `1\tR\t1x\t${name}`),
].join('\n');

describe('trekcc.org deck list text export', () => {
  it('reads headings, collector columns, counts and names with their lines', () => {
    const list = parseTrekccDeckList(KLINGON_EXPORT);
    expect(list.errors).toEqual([]);
    expect(list.entries).toHaveLength(6 + 6 + 1 + 1 + 28 + 6);
    expect(list.entries[0]).toEqual({
      count: 1,
      title: 'Cloaked Mission',
      collector: '1 U',
      zone: 'seed',
      section: 'Seed Deck › Missions',
      line: 3,
    });
    expect(list.entries.find((e) => e.title === 'Nausicaans')).toMatchObject({ count: 2, zone: 'seed', section: 'Seed Deck › Dilemmas', line: 11 });
    expect(list.entries.find((e) => e.title === 'Gowron')).toMatchObject({ count: 1, zone: 'draw', section: 'Draw Deck › Personnel', line: 23 });
    expect(list.entries.find((e) => e.title === 'I.K.S. Pagh')).toMatchObject({ zone: 'draw', section: 'Draw Deck › Ships', line: 57 });
  });

  it('is detected by checkDeckList and validates like the same deck as plain text', () => {
    expect(looksLikeTrekccExport(KLINGON_EXPORT)).toBe(true);
    const exported = checkDeckList(KLINGON_EXPORT, starter);
    expect(exported.format).toBe('trekcc');
    expect(exported.errors).toEqual([]);
    const plain = checkDeckList(starterDeckLists()[1]!.text, starter);
    expect(plain.format).toBe('text');
    expect(exported.validation).toEqual(plain.validation);
    expect(exported.valid).toBe(true);
    const ids = (check: typeof plain) => check.deck.entries.map((e) => `${e.count}x ${e.card.id} ${e.zone}`).sort();
    expect(ids(exported)).toEqual(ids(plain));
  });

  it('matches names against the full card list (which has no collector column)', () => {
    const full = new CardCatalogue(sharedCardList().cards);
    const check = checkDeckList(KLINGON_EXPORT, full);
    expect(check.errors).toEqual([]);
    expect(check.deck.entries.find((e) => e.line === 23)).toMatchObject({ collector: '1 R', card: { title: 'Gowron' } });
  });

  it('keeps a side deck’s card-type headings in the side deck; missions are always seeded', () => {
    const list = parseTrekccDeckList(
      ['Draw Deck (1)', 'Personnel (1)', '1\tR\t1x\tKurn', "Q's Tent (2)", 'Events (2)', '2\tU\t2x\tSome Event', 'Missions (1)', '1\tU\t1x\tSurvey Mission'].join('\n'),
    );
    expect(list.errors).toEqual([]);
    expect(list.entries.map((e) => [e.title, e.zone, e.sideDeck])).toEqual([
      ['Kurn', 'draw', undefined],
      ['Some Event', 'side', "Q's Tent"],
      ['Survey Mission', 'seed', undefined],
    ]);
  });

  it('names every unreadable line and unknown card by its line, with a code and a rule reference', () => {
    const text = ['Draw Deck (3)', '1\tR\t1x\tKurn', '1\tR\tKurn', '1\tR\t2x\t', 'Kurn and friends', '1\tU\t1x\tGowrone'].join('\n');
    const check = checkDeckList(text, starter);
    expect(check.format).toBe('trekcc');
    expect(check.errors.map((e) => [e.line, e.code, e.rule])).toEqual([
      [3, 'UNREADABLE_LINE', DECK_LIST_RULES.readable],
      [4, 'UNREADABLE_LINE', DECK_LIST_RULES.readable],
      [5, 'UNREADABLE_LINE', DECK_LIST_RULES.readable],
      [6, 'UNKNOWN_CARD', DECK_LIST_RULES.knownCard],
    ]);
    expect(check.errors[0]!.message).toBe('expected tab-separated collector columns, then "<count>x" and the card name');
    expect(check.errors[1]!.message).toBe('no card name after "2x"');
    expect(check.errors[3]!.suggestions).toContain('Gowron');
  });

  it('points each card-level construction problem at the lines that cause it', () => {
    const text = [
      'Seed Deck (3)',
      'Dilemmas (3)',
      '1\tC\t2x\tChalnoth',
      '1\tC\t1x\tChalnoth',
      'Draw Deck (1)',
      'Personnel (1)',
      '1\tR\t1x\tKurn',
      'Missions (1)',
      '1\tC\t1x\tSurvey Mission',
    ].join('\n');
    const { validation } = checkDeckList(text, starter);
    const byCode = new Map(validation.problems.map((p) => [p.code, p]));
    expect(byCode.get('DILEMMA_SEED_LIMIT')).toMatchObject({ lines: [3, 4], rule: RULES.dilemmaSeedLimit });
    // a whole-deck problem has no line
    expect(byCode.get('DRAW_DECK_TOO_SMALL')).toMatchObject({ rule: RULES.drawDeck });
    expect(byCode.get('DRAW_DECK_TOO_SMALL')!.lines).toBeUndefined();
    // the mission heading after the draw deck still seeds the mission
    expect(byCode.has('MISSION_OUTSIDE_SEED_DECK')).toBe(false);
  });

  it('leaves plain text with a tab after the count to the plain-text reader', () => {
    expect(looksLikeTrekccExport('Draw Deck\n2x\tKurn\n')).toBe(false);
    expect(parseDeckList('Draw Deck\n2x\tKurn\n')).toMatchObject({ format: 'text', list: { entries: [{ count: 2, title: 'Kurn', line: 2 }] } });
  });
});
