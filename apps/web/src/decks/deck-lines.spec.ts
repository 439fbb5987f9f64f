import { problemsByLine } from './deck-lines';

describe('a deck check laid out by the list’s lines', () => {
  it('puts list errors and card problems beside their lines and whole-deck problems apart, each with its rule', () => {
    const byLine = problemsByLine({
      valid: false,
      listErrors: [
        {
          code: 'UNKNOWN_CARD',
          rule: 'deck lists › names',
          line: 3,
          title: 'Kurm',
          message: 'line 3: unknown card "Kurm"',
          suggestions: ['Kurn'],
        },
      ],
      problems: [
        {
          code: 'TOO_MANY_COPIES',
          message: 'too many copies of Data',
          rule: 'building › unique',
          lines: [5, 9],
        },
        {
          code: 'MISSIONS',
          message: 'the seed deck must include exactly 6 missions; it has 5',
          rule: 'building › seed deck',
        },
      ],
    });
    expect([...byLine.keys()].sort((a, b) => a - b)).toEqual([0, 3, 5, 9]);
    expect(byLine.get(3)).toEqual([
      { message: 'line 3: unknown card "Kurm"', rule: 'deck lists › names', suggestions: ['Kurn'] },
    ]);
    expect(byLine.get(5)!.map((p) => p.rule)).toEqual(['building › unique']);
    expect(byLine.get(9)!.map((p) => p.message)).toEqual(['too many copies of Data']);
    expect(byLine.get(0)!.map((p) => p.message)).toEqual([
      'the seed deck must include exactly 6 missions; it has 5',
    ]);
  });

  it('has nothing to show for a legal deck', () => {
    expect(problemsByLine({ valid: true, listErrors: [], problems: [] }).size).toBe(0);
  });
});
