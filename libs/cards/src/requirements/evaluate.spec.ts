import { groupMemberFromCard } from '../catalogue/group-member';
import { sharedCardList } from '../testing/shared-card-list';
import { evaluateRequirement, requirementVerdict, type GroupMember } from './evaluate';
import { describeRequirement } from './ast';
import { parseRequirement } from './parser';

const member = (overrides: Partial<GroupMember> & { title: string }): GroupMember => ({
  skills: [],
  integrity: 5,
  cunning: 5,
  strength: 5,
  ...overrides,
});

describe('evaluateRequirement', () => {
  const requirement = (text: string) => parseRequirement(text).expression!;

  it('pools skill levels and counts a classification as one level of its skill (1E rulebook › USING SKILLS)', () => {
    const team = [
      member({ title: 'A', classification: 'MEDICAL', skills: [{ name: 'MEDICAL', level: 1 }] }),
      member({ title: 'B', skills: [{ name: 'Biology', level: 1 }] }),
    ];
    expect(evaluateRequirement(requirement('MEDICAL x2 + Biology'), team).verdict).toBe('met');
    expect(evaluateRequirement(requirement('MEDICAL x3'), team)).toEqual({
      verdict: 'unmet',
      missing: ['MEDICAL x3'],
      undecidable: [],
    });
  });

  it('sums attributes over the group for comparisons', () => {
    const team = [member({ title: 'A', integrity: 20 }), member({ title: 'B', integrity: 16 })];
    expect(evaluateRequirement(requirement('INTEGRITY>35'), team).verdict).toBe('met');
    expect(evaluateRequirement(requirement('INTEGRITY>36'), team).verdict).toBe('unmet');
  });

  it('sums several attributes over the group: (CUNNING + STRENGTH)>N (issue 15, helper tail3: Hunting Group)', () => {
    const team = [member({ title: 'A', cunning: 7, strength: 8 }), member({ title: 'B', cunning: 5, strength: 10 })];
    const sum = requirement('Alpha-Hirogen OR (CUNNING + STRENGTH)>29');
    expect(evaluateRequirement(sum, team).verdict).toBe('met');
    expect(evaluateRequirement(requirement('(CUNNING + STRENGTH)>30'), team).verdict).toBe('unmet');
    expect(describeRequirement(requirement('(CUNNING + STRENGTH)>30'))).toBe('(CUNNING + STRENGTH)>30');
    // A plain group in parentheses is still a group.
    expect(evaluateRequirement(requirement('(CUNNING>11 + STRENGTH>17)'), team).verdict).toBe('met');
  });

  it('tries OR alternatives and matches named personnel by title or persona', () => {
    const team = [member({ title: 'Geordi La Forge' }), member({ title: 'X', classification: 'MEDICAL' }), member({ title: 'Y', classification: 'MEDICAL' })];
    expect(evaluateRequirement(requirement('MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2'), team).verdict).toBe('met');
    expect(evaluateRequirement(requirement('{any Geordi}'), [member({ title: 'Geordi La Forge (The Next Generation)' })]).verdict).toBe('met');
  });

  it('is undecidable when a term needs more than personnel', () => {
    const result = evaluateRequirement(requirement('ENGINEER + Discard one Equipment'), [member({ title: 'E', classification: 'ENGINEER' })]);
    expect(result).toEqual({ verdict: 'undecidable', missing: [], undecidable: ['Discard one Equipment'] });
  });

  it('solves real Premiere missions with real Premiere personnel', () => {
    const { cards } = sharedCardList();
    const premiere = (title: string) => cards.find((card) => card.title === title && card.release === 'premiere')!;
    const team = ['Jean-Luc Picard', 'Data', 'Beverly Crusher', 'Worf', 'Tasha Yar'].map((title) => groupMemberFromCard(premiere(title)));
    const diplomacy = premiere('Diplomacy Mission').mission!.requirements!;
    expect(evaluateRequirement(diplomacy, team).verdict).toBe('met');
    const evacuation = premiere('Evacuation').mission!.requirements!; // Diplomacy x3 + STRENGTH>35
    expect(evaluateRequirement(evacuation, team)).toEqual({ verdict: 'met', missing: [], undecidable: [] });
    expect(evaluateRequirement(evacuation, team.slice(0, 2))).toEqual({
      verdict: 'unmet',
      missing: ['Diplomacy x3', 'STRENGTH>35'],
      undecidable: [],
    });
  });

  it('requirementVerdict gives evaluateRequirement\'s verdict for every mission of the card list and many groups', () => {
    const { cards } = sharedCardList();
    const personnel = cards.filter((card) => card.type === 'Personnel' && card.personnel).slice(0, 400).map(groupMemberFromCard);
    const expressions = cards.flatMap((card) => (card.mission?.requirements ? [card.mission.requirements] : []));
    const conditions = [requirement('ENGINEER + Discard one Equipment'), requirement('MEDICAL OR Discard one Equipment')];
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    let compared = 0;
    const verdicts = new Set<string>();
    for (const expression of [...expressions, ...conditions]) {
      for (let g = 0; g < 6; g++) {
        const group = Array.from({ length: 1 + (next() % 8) }, () => personnel[next() % personnel.length]!);
        const verdict = requirementVerdict(expression, group);
        expect(verdict).toBe(evaluateRequirement(expression, group).verdict);
        verdicts.add(verdict);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect([...verdicts].sort()).toEqual(['met', 'undecidable', 'unmet']);
  });
});
