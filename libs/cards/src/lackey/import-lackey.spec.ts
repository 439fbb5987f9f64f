import { sharedCardList } from '../testing/shared-card-list';
import { buildParseReport } from '../report/parse-report';

describe('importLackeyCsv on the shared 1E card list', () => {
  const imported = sharedCardList();
  const byTitle = (title: string) => imported.cards.find((card) => card.title === title)!;

  it('reads every row into a card with a unique Blueprint ID', () => {
    expect(imported.missingColumns).toEqual([]);
    expect(imported.rowCount).toBe(4155);
    expect(imported.cards).toHaveLength(4155);
    expect(new Set(imported.cards.map((card) => card.id)).size).toBe(4155);
  });

  it('types a Premiere personnel: classification, attributes, skills with levels, icons', () => {
    const picard = byTitle('Jean-Luc Picard');
    expect(picard).toMatchObject({ id: '101_215', release: 'premiere', type: 'Personnel', affiliations: ['Federation'] });
    expect(picard.personnel?.classification).toBe('OFFICER');
    expect(picard.personnel?.integrity).toEqual({ kind: 'number', value: 9 });
    expect(picard.personnel?.skillBox.skills).toContainEqual({ name: 'Diplomacy', level: 2, regular: true });
    expect(picard.icons.map((icon) => icon.name)).toEqual(['Command']);
  });

  it('reads a persona written in parentheses as the name inside (Captain Bashir is Julian Bashir)', () => {
    expect(byTitle('Captain Bashir').persona).toEqual(['Julian Bashir']);
    expect(byTitle('Comm Officer Sato').persona).toEqual(['Hoshi Sato']);
    expect(byTitle('Galen').persona).toEqual(['Jean-Luc Picard']);
    expect(imported.cards.filter((card) => card.persona.some((name) => name.startsWith('(')))).toEqual([]);
  });

  it('splits dual personnel into two halves with their own attributes', () => {
    const dual = byTitle('Data and Geordi');
    expect(dual.personnel?.dual?.map((half) => half.name)).toEqual(['Data', 'Geordi']);
    expect(dual.personnel?.dual?.map((half) => half.classification)).toEqual(['OFFICER', 'ENGINEER']);
    expect(dual.personnel?.dual?.[1].skillBox.skills.map((skill) => skill.name)).toContain('Physics');
  });

  it('keeps conditional skills as conditions', () => {
    const conditional = imported.cards
      .flatMap((card) => card.personnel?.skillBox.skills ?? [])
      .filter((skill) => skill.condition !== undefined);
    expect(conditional.length).toBeGreaterThan(20);
    expect(conditional.some((skill) => /\[Rom\]/.test(skill.condition!))).toBe(true);
  });

  it('reads ships: class, RANGE/WEAPONS/SHIELDS, staffing and special equipment', () => {
    const enterprise = imported.cards.find((card) => card.title === 'U.S.S. Enterprise' && card.release === 'premiere')!;
    expect(enterprise.ship).toMatchObject({
      shipClass: 'Galaxy Class',
      staffing: { icons: ['Cmd', 'Stf', 'Stf'], alternatives: [] },
      specialEquipment: ['Holodeck', 'Tractor Beam'],
    });
    expect(enterprise.ship?.range.kind).toBe('number');
  });

  it('reads missions: kind, points, span, quadrant, icons and parsed requirements', () => {
    const mission = byTitle('Evaluate Terraforming');
    expect(mission.mission).toMatchObject({
      kind: 'planet',
      points: { value: 35 },
      span: 3,
      quadrant: 'Alpha',
      affiliationIcons: ['Federation'],
      requirementText: 'MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2',
    });
    expect(mission.mission?.requirements?.kind).toBe('any');
  });

  it('recognises every card type including Q-cards, tactics, sites and time locations', () => {
    const types = new Set(imported.cards.map((card) => (card.qIcon ? `Q ${card.type}` : card.type)));
    for (const type of ['Tactic', 'Site', 'Time Location', 'Q Dilemma', 'Q Event', 'Tribble', 'Trouble', 'Doorway']) {
      expect(types).toContain(type);
    }
    expect(byTitle("Q's Planet")).toMatchObject({ type: 'Mission', qIcon: true });
  });

  it('names Nemesis arrows and infiltration icons instead of dropping them', () => {
    expect(byTitle('Dr. Soong').nemesisArrows).toEqual([{ colour: 'Y', direction: 'right' }]);
    expect(byTitle('Kira Founder').infiltrationIcons).toEqual(['Bajoran']);
  });

  it('parses every Premiere mission requirement and personnel skill box with nothing left over', () => {
    const report = buildParseReport(imported, 'premiere');
    expect(report.cardCount).toBe(363);
    expect(report.issues).toEqual([]);
    expect(report.personnel.skillBoxesClean).toBe(report.personnel.total);
    expect(report.missions.requirementsClean).toBe(report.missions.total);
  });

  it('gives a reason for every value it could not interpret across all cards', () => {
    const report = buildParseReport(imported);
    for (const issue of report.issues) {
      expect(issue.reason.length).toBeGreaterThan(0);
      expect(issue.cardId).toMatch(/^\d+_\d+/);
    }
    expect(report.issues.length).toBeLessThan(imported.cards.length / 20);
  });
});
