import { addCopy, changeCopies, copiesOf, entryAt, plainTextList, sectionOf } from './deck-edits';

const LIST = [
  '# deck: Away team',
  'Missions (2)',
  '1x Avert Disaster',
  '1x Study Nebula',
  '',
  'Seed Deck:',
  '2x Chalnoth',
  '',
  'Draw Deck',
  '1x Data',
  '2 Taitt',
].join('\n');

describe('the deck builder’s edits of a plain-text list', () => {
  it('puts missions under Missions and the other types where libs/cards says they go', () => {
    expect(sectionOf({ type: 'Mission', deckZone: 'seed' })).toBe('Missions');
    expect(sectionOf({ type: 'Dilemma', deckZone: 'seed' })).toBe('Seed Deck');
    expect(sectionOf({ type: 'Personnel', deckZone: 'draw' })).toBe('Draw Deck');
  });

  it('adds a copy of a card the list has on its own line, keeping how the count is written', () => {
    expect(addCopy(LIST, 'Data', 'Draw Deck').split('\n')[9]).toBe('2x Data');
    expect(addCopy(LIST, 'taitt', 'Draw Deck').split('\n')[10]).toBe('3 Taitt');
    // wherever the player put it, even under another heading
    expect(addCopy(LIST, 'Chalnoth', 'Draw Deck').split('\n')[6]).toBe('3x Chalnoth');
  });

  it('adds a new card after the last card under its heading (a count or colon after the heading name too)', () => {
    const lines = addCopy(LIST, 'Repair Mission', 'Missions').split('\n');
    expect(lines.slice(1, 6)).toEqual([
      'Missions (2)',
      '1x Avert Disaster',
      '1x Study Nebula',
      '1x Repair Mission',
      '',
    ]);
    expect(addCopy(LIST, 'Null Space', 'Seed Deck').split('\n').slice(5, 9)).toEqual([
      'Seed Deck:',
      '2x Chalnoth',
      '1x Null Space',
      '',
    ]);
    expect(addCopy(LIST, 'Worf', 'Draw Deck').split('\n').slice(-3)).toEqual([
      '1x Data',
      '2 Taitt',
      '1x Worf',
    ]);
  });

  it('makes the heading where the list has none: before a later section, else at the end', () => {
    const noSeed = LIST.replace('Seed Deck:\n2x Chalnoth\n\n', '');
    expect(addCopy(noSeed, 'Null Space', 'Seed Deck').split('\n').slice(4, 9)).toEqual([
      '',
      'Seed Deck',
      '1x Null Space',
      '',
      'Draw Deck',
    ]);
    expect(addCopy('1x Data\n\n', 'Worf', 'Draw Deck')).toBe('1x Data\n\nDraw Deck\n1x Worf');
    expect(addCopy('', 'Study Nebula', 'Missions')).toBe('Missions\n1x Study Nebula');
  });

  it('takes a copy away, and the line at none; other lines are left alone', () => {
    expect(changeCopies(LIST, 7, -1).split('\n')[6]).toBe('1x Chalnoth');
    expect(changeCopies(LIST, 11, 1).split('\n')[10]).toBe('3 Taitt');
    expect(changeCopies(LIST, 10, -1).split('\n')).toEqual(
      LIST.split('\n').filter((l) => l !== '1x Data'),
    );
    expect(changeCopies(LIST, 2, -1)).toBe(LIST);
    expect(changeCopies(LIST, 1, 1)).toBe(LIST);
    expect(changeCopies(LIST, 99, 1)).toBe(LIST);
  });

  it('reads the copies of a card and a card line', () => {
    expect(copiesOf(LIST, 'chalnoth')).toBe(2);
    expect(copiesOf(`${LIST}\n1x Taitt`, 'Taitt')).toBe(3);
    expect(copiesOf(LIST, 'Worf')).toBe(0);
    expect(entryAt(LIST, 11)).toEqual({ count: 2, title: 'Taitt' });
    expect(entryAt(LIST, 1)).toBeNull();
    expect(entryAt(LIST, 2)).toBeNull();
  });
});

describe('a list of another format written as plain text', () => {
  it('puts the checked cards under the headings libs/cards reads back, one line per card and part', () => {
    const text = plainTextList('Klingon upload', [
      { count: 1, title: 'Kurn', type: 'Personnel', zone: 'draw' },
      { count: 1, title: 'Restricted Area', type: 'Mission', zone: 'seed' },
      { count: 1, title: 'Kurn', type: 'Personnel', zone: 'draw' },
      { count: 2, title: 'Chalnoth', type: 'Dilemma', zone: 'seed' },
      { count: 1, title: 'Q-Flash', type: 'Q-Flash', zone: 'side', sideDeck: "Q's Tent" },
      { count: 1, title: 'The Traveler: Transcendence', type: 'Event', zone: 'outside' },
      { count: 1, title: 'Qapla!', type: 'Interrupt', zone: 'draw' },
    ]);
    expect(text.split('\n')).toEqual([
      '# deck: Klingon upload',
      '',
      'Missions',
      '1x Restricted Area',
      '',
      'Seed Deck',
      '2x Chalnoth',
      '',
      'Draw Deck',
      '2x Kurn',
      '1x Qapla!',
      '',
      "Q's Tent",
      '1x Q-Flash',
      '',
      'Outside the Game',
      '1x The Traveler: Transcendence',
    ]);
    expect(plainTextList('', [{ count: 3, title: 'Data', type: 'Personnel', zone: 'draw' }])).toBe(
      'Draw Deck\n3x Data',
    );
  });
});
