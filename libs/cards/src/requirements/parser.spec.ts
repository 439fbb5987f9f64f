import { describeRequirement } from './ast';
import { parseRequirement } from './parser';

// Real requirement strings from the shared card list (Premiere and later sets).
describe('parseRequirement', () => {
  it('reads skills, classifications and attribute comparisons joined by +', () => {
    expect(parseRequirement('Geology + Honor + INTEGRITY>35')).toEqual({
      expression: {
        kind: 'all',
        of: [
          { kind: 'skill', skill: 'Geology', count: 1 },
          { kind: 'skill', skill: 'Honor', count: 1 },
          { kind: 'attribute', attribute: 'INTEGRITY', comparator: '>', value: 35 },
        ],
      },
      rest: '',
    });
  });

  it('binds + tighter than OR and reads named personnel and counts', () => {
    const { expression, rest } = parseRequirement('MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2');
    expect(rest).toBe('');
    expect(expression).toEqual({
      kind: 'any',
      of: [
        {
          kind: 'all',
          of: [
            { kind: 'skill', skill: 'MEDICAL', count: 1 },
            { kind: 'skill', skill: 'Biology', count: 1 },
            { kind: 'skill', skill: 'Exobiology', count: 1 },
          ],
        },
        {
          kind: 'all',
          of: [
            { kind: 'named', name: 'Geordi La Forge', anyVersion: false, count: 1 },
            { kind: 'skill', skill: 'MEDICAL', count: 2 },
          ],
        },
      ],
    });
  });

  it('reads parentheses, any-version names, VIP spelling and lower-case attribute names', () => {
    const { expression, rest } = parseRequirement(
      'OFFICER x2 + Strength>45 + (VIP x3 OR {<Kli> personnel} OR {any Gowron})',
    );
    expect(rest).toBe('');
    expect(describeRequirement(expression!)).toBe(
      'OFFICER x2 + STRENGTH>45 + (V.I.P. x3 OR {[Kli] personnel} OR {any Gowron})',
    );
  });

  it('reads characteristics, counted characteristics, absence and any Intelligence', () => {
    expect(describeRequirement(parseRequirement('Trill with symbiont + MEDICAL x3').expression!)).toBe(
      'Trill with symbiont + MEDICAL x3',
    );
    expect(parseRequirement('Tal Shiar x2 OR Obsidian Order x2 OR 2 Founders').expression).toMatchObject({
      kind: 'any',
      of: [{ skill: 'Tal Shiar', count: 2 }, { skill: 'Obsidian Order', count: 2 }, { characteristic: 'Founders', count: 2 }],
    });
    expect(parseRequirement('Anthropology + no Suliban').expression).toMatchObject({
      of: [{ kind: 'skill' }, { kind: 'absent', characteristic: 'Suliban' }],
    });
    expect(parseRequirement('(any Intelligence + Leadership OR Law + OFFICER)').expression).toMatchObject({
      kind: 'any',
      of: [{ of: [{ kind: 'skill-family', family: 'Intelligence', count: 1 }, { skill: 'Leadership' }] }, { kind: 'all' }],
    });
  });

  it('stops at the game text printed after the requirements', () => {
    const parsed = parseRequirement('Tal Shiar + INTEGRITY<21 No ship-to-ship beaming at this location.');
    expect(describeRequirement(parsed.expression!)).toBe('Tal Shiar + INTEGRITY<21');
    expect(parsed.rest).toBe('No ship-to-ship beaming at this location.');
  });

  it('reports a dangling operator instead of guessing', () => {
    const parsed = parseRequirement('Diplomacy + (Leadership OR');
    expect(parsed.expression).toBeUndefined();
    expect(parsed.error).toMatch(/cannot read a requirement term/);
  });
});
