/**
 * Other virtual sets (Maquis, Metamorphosis, The Gamma Quadrant, Homefront II, The Neutral Zone) dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues"), NULLIFIERS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import {
  attempt,
  choices,
  failed,
  killed,
  ofType,
  randomPicks,
  removed,
  stopped,
  verdicts,
  type Where,
  endTurn,
} from '../../testing/dilemma-cases';
import type { PersonSpec } from '../../testing/attempt-scene';

describe('"a random member dies unless you stop one with X or Y; then a total is needed"', () => {
  const cases: [id: string, title: string, where: Where, skill: string, attribute: 'i' | 's'][] = [
    ['172_008', 'Scapegoat', 'space', 'Anthropology', 'i'],
    ['202_001', 'Command Decisions', 'space', 'Leadership', 's'],
  ];
  for (const [id, title, where, skill, attribute] of cases) {
    it(`${id} ${title}: one with ${skill} is stopped instead of a death; without one a random member dies`, () => {
      const ok = attempt(where, id, [
        { skills: `CIVILIAN ${skill}` },
        { [attribute]: 13 },
        { [attribute]: 12 },
      ]);
      expect([
        killed(ok.events),
        stopped(ok.events),
        verdicts(ok.events),
        failed(ok.events),
      ]).toEqual([[], [ok.team[0]], ['met', 'met'], false]);
      const ko = attempt(where, id, [{ [attribute]: 30 }, { [attribute]: 30 }]);
      expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
    });
  }
});

describe('other single dilemmas', () => {
  it('176_001 Close Call: the random member survives with Computer Skill; otherwise dies; then two Diplomacy must remain', () => {
    const ok = attempt('planet', '176_001', [{ skills: 'OFFICER Computer Skill Diplomacy x2' }]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '176_001', [{ skills: 'OFFICER Diplomacy x2' }]);
    expect([killed(ko.events), failed(ko.events)]).toEqual([[ko.team[0]], true]);
  });

  it('152_004 Dignitaries and Witnesses: an Admiral with INTEGRITY>20 → past; a General with STRENGTH 30 → fails', () => {
    expect(verdicts(attempt('planet', '152_004', [{ ch: ['Admiral'], i: 21 }]).events)).toEqual([
      'met',
    ]);
    const ko = attempt('planet', '152_004', [{ ch: ['General'], s: 30 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('219_007 Shuttle Crash: the Youth and an OFFICER are stopped; two Navigation with CUNNING>45 gets a crew past in space, not an Away Team', () => {
    const team = [
      { skills: 'CIVILIAN Youth' },
      { skills: 'OFFICER' },
      { skills: 'SCIENCE Navigation x2', c: 46 },
    ];
    const space = attempt('space', '219_007', team);
    expect(stopped(space.events).sort()).toEqual(space.team.slice(0, 2).sort());
    expect([verdicts(space.events), failed(space.events)]).toEqual([['met'], false]);
    const planet = attempt('planet', '219_007', team);
    expect([verdicts(planet.events), failed(planet.events)]).toEqual([['unmet'], true]);
  });
});

describe('"to get past, the opponent stops one with X or Y"; nullified by one personnel with enough of either', () => {
  const cases: [id: string, title: string, a: string, b: string, nullifier: string][] = [
    ['161_002', 'Antedean Assassins', 'Anthropology', 'Empathy', 'OFFICER Anthropology x2'],
    ['172_006', 'Recurring Injury', 'Biology', 'MEDICAL', 'OFFICER Biology x2'],
  ];
  for (const [id, title, a, b, nullifier] of cases) {
    it(`${id} ${title}: nullified by ${nullifier}; the opponent stops one with ${b}; none → fails`, () => {
      expect(removed(attempt('planet', id, [{ skills: nullifier }]).events)).toEqual(['nullified']);
      expect(
        removed(
          attempt('planet', id, [{ skills: `OFFICER ${a}` }, { skills: `OFFICER ${a}` }]).events,
        ),
      ).not.toContain('nullified');
      const ok = attempt('planet', id, [{ skills: `OFFICER ${b}` }, {}]);
      expect(choices(ok.events)).toEqual([]);
      expect([stopped(ok.events), failed(ok.events)]).toEqual([[ok.team[0]], false]);
      const ko = attempt('planet', id, [{ skills: 'OFFICER' }]);
      expect([verdicts(ko.events).slice(-1), failed(ko.events)]).toEqual([['unmet'], true]);
    });
  }
});

describe('"three random members (six if more than nine); if one of them has X, all of them are stopped"', () => {
  const cases: [id: string, title: string, skill: string][] = [
    ['139_010', 'Murder Investigation', 'SECURITY'],
    ['178_009', 'History Repeats Itself', 'Anthropology'],
    ['178_010', "It's Green", 'ENGINEER'],
  ];
  for (const [id, title, skill] of cases) {
    it(`${id} ${title}: ${skill} among the selected → all stopped; none → nobody; a team of ten → six selected`, () => {
      const where = id === '178_010' ? 'space' : 'planet';
      const hit = attempt(where, id, [{ skills: `OFFICER ${skill}` }, {}, {}]);
      expect([stopped(hit.events).sort(), failed(hit.events)]).toEqual([
        [...hit.team].sort(),
        false,
      ]);
      const miss = attempt(where, id, [{ skills: 'OFFICER' }, {}, {}]);
      expect(stopped(miss.events)).toEqual([]);
      expect(ofType(miss.events, 'DilemmaStepResolved')[1]!.effect).toMatch(/trigger not met/);
      expect(randomPicks(attempt(where, id, [{}, {}, {}, {}]).events)[0]).toHaveLength(3);
      expect(
        randomPicks(
          attempt(
            where,
            id,
            Array.from({ length: 10 }, () => ({})),
          ).events,
        )[0],
      ).toHaveLength(6);
    });
  }
});

describe('stop one, and more when it has a skill', () => {
  it('172_001 A Pleasant Surprise: a diplomat with CUNNING>6 is stopped to get past; with CUNNING 6 → fails', () => {
    const ok = attempt('space', '172_001', [{ skills: 'OFFICER Diplomacy', c: 7 }, {}]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[ok.team[0]], false]);
    expect(
      failed(attempt('space', '172_001', [{ skills: 'OFFICER Diplomacy', c: 6 }, {}]).events),
    ).toBe(true);
  });
  it('172_004 Maquis Vendetta: the Leadership personnel is stopped, plus two more when an OFFICER; no Leadership → fails', () => {
    const officer = attempt('planet', '172_004', [{ skills: 'OFFICER Leadership' }, {}, {}, {}]);
    expect(stopped(officer.events)).toHaveLength(3);
    expect(stopped(officer.events)).toContain(officer.team[0]);
    const civilian = attempt('planet', '172_004', [{ skills: 'CIVILIAN Leadership' }, {}, {}, {}]);
    expect([stopped(civilian.events), failed(civilian.events)]).toEqual([
      [civilian.team[0]],
      false,
    ]);
    expect(failed(attempt('planet', '172_004', [{ skills: 'OFFICER' }]).events)).toBe(true);
  });
  it('178_018 Shields Up!: the SECURITY personnel is stopped, plus two more when a navigator; no SECURITY → fails', () => {
    expect(
      stopped(attempt('space', '178_018', [{ skills: 'SECURITY Navigation' }, {}, {}, {}]).events),
    ).toHaveLength(3);
    const plain = attempt('space', '178_018', [{ skills: 'SECURITY' }, {}, {}, {}]);
    expect([stopped(plain.events), failed(plain.events)]).toEqual([[plain.team[0]], false]);
    expect(failed(attempt('space', '178_018', [{ skills: 'OFFICER' }]).events)).toBe(true);
  });
  it('191_002 Archaic Ritual: the two strongest, then the most cunning of the rest, are stopped; ties go to the opponent', () => {
    const run = attempt('planet', '191_002', [{ s: 9 }, { s: 8 }, { s: 3, c: 9 }, { s: 2, c: 5 }]);
    expect([stopped(run.events).sort(), failed(run.events)]).toEqual([
      run.team.slice(0, 3).sort(),
      false,
    ]);
    const tied = attempt('planet', '191_002', [{ s: 9 }, { s: 9 }, { s: 9 }]);
    expect(choices(tied.events)[0]!.player).toBe('p2');
    expect(killed(tied.events)).toEqual([]);
  });
});

describe('"to get past requires X; all such are stopped, but one of two or more goes on (random)"', () => {
  const cases: [id: string, title: string, where: Where, skill: string][] = [
    ['132_019', 'Personal Duty', 'space', 'Leadership'],
    ['139_013', 'Picking Up the Pieces', 'planet', 'Geology'],
  ];
  for (const [id, title, where, skill] of cases) {
    it(`${id} ${title}: one with ${skill} is stopped; of three, one random goes on; none → fails`, () => {
      const lone = attempt(where, id, [{ skills: `CIVILIAN ${skill}` }, {}]);
      expect([stopped(lone.events), failed(lone.events)]).toEqual([[lone.team[0]], false]);
      const three = attempt(
        where,
        id,
        [1, 2, 3].map(() => ({ skills: `CIVILIAN ${skill}` })),
      );
      const [spared] = randomPicks(three.events);
      expect(stopped(three.events).sort()).toEqual(
        three.team.filter((iid) => iid !== spared![0]).sort(),
      );
      expect(failed(attempt(where, id, [{ skills: 'CIVILIAN' }]).events)).toBe(true);
    });
  }
});

describe('163_008 Paralyzed by Fear', () => {
  it("stops everyone whose printed CUNNING + INTEGRITY is under 13; Miles O'Brien nullifies it", () => {
    const run = attempt('planet', '163_008', [
      { c: 6, i: 6 },
      { c: 6, i: 7 },
    ]);
    expect([stopped(run.events), failed(run.events)]).toEqual([[run.team[0]], false]);
    const miles = attempt('planet', '163_008', [{ c: 6, i: 6 }, { title: "Miles O'Brien" }]);
    expect([removed(miles.events), stopped(miles.events)]).toEqual([['nullified'], []]);
  });
});

describe('stopped until the end of your next turn', () => {
  it('141_003 Difference of Opinion: Non-Aligned members stay stopped through the next turn; others are untouched', () => {
    const run = attempt('planet', '141_003', [
      { affiliation: 'Non-Aligned' },
      { affiliation: 'Federation' },
    ]);
    expect([stopped(run.events), failed(run.events)]).toEqual([[run.team[0]], false]);
    const later = endTurn(endTurn(run.state).state).state;
    expect(later.cards[run.team[0]!]!.stopped).toBe(true);
    expect(endTurn(later).state.cards[run.team[0]!]!.stopped).toBe(false);
  });
  it("161_004 Devastating Communique: the opponent's pick stays stopped through the next turn", () => {
    const run = attempt('space', '161_004', [{}, {}]);
    expect(choices(run.events)[0]!.player).toBe('p2');
    const [picked] = stopped(run.events);
    expect(endTurn(endTurn(run.state).state).state.cards[picked!]!.stopped).toBe(true);
  });
});

describe('"half of your stopped personnel here die (your choice, rounded up)"', () => {
  const cases: [id: string, title: string, skills: string][] = [
    ['178_002', 'A Bad End', 'SCIENCE Biology x2'],
    ['178_007', "Don't Let It End This Way", 'SECURITY x2'],
  ];
  for (const [id, title, skills] of cases) {
    it(`${id} ${title}: of three stopped, you choose two to die, then ${skills} gets past; nobody stopped and no ${skills} → fails`, () => {
      const where = id === '178_007' ? 'space' : 'planet';
      const run = attempt(where, id, [{}, {}, {}, { skills }], { stoppedFirst: [0, 1, 2] });
      expect(choices(run.events).map((c) => [c.player, c.options, c.pick])).toEqual([
        ['p1', run.team.slice(0, 3).sort(), 2],
      ]);
      expect(killed(run.events)).toEqual(run.team.slice(0, 3).sort().slice(0, 2));
      expect([verdicts(run.events), failed(run.events)]).toEqual([['met'], false]);
      const none = attempt(where, id, [{}, {}]);
      expect([killed(none.events), failed(none.events)]).toEqual([[], true]);
    });
  }
});

describe('161_006 Invidium Leak (a count step mixing a pooled requirement with "a personnel who has…")', () => {
  it('three ENGINEER (pooled), or one MEDICAL with CUNNING>7 → past; CUNNING and MEDICAL split between two → fails', () => {
    expect(
      verdicts(
        attempt('space', '161_006', [{ skills: 'ENGINEER x2' }, { skills: 'ENGINEER' }]).events,
      ),
    ).toEqual(['met']);
    expect(verdicts(attempt('space', '161_006', [{ skills: 'MEDICAL', c: 8 }]).events)).toEqual([
      'met',
    ]);
    const ko = attempt('space', '161_006', [
      { skills: 'MEDICAL', c: 5 },
      { skills: 'OFFICER', c: 9 },
    ]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});

describe('138_006 Medical Crisis', () => {
  it('a Kazon MEDICAL dies, any other is stopped; two Biology and a nurse get past; without a second MEDICAL or nurse → fails', () => {
    const ok = attempt('planet', '138_006', [
      { skills: 'MEDICAL' },
      { skills: 'SCIENCE Biology x2', ch: ['Nurse'] },
    ]);
    expect([killed(ok.events), stopped(ok.events), failed(ok.events)]).toEqual([
      [],
      [ok.team[0]],
      false,
    ]);
    const ko = attempt('planet', '138_006', [
      { skills: 'MEDICAL', affiliation: 'Kazon' },
      { skills: 'SCIENCE Biology x2' },
    ]);
    expect([killed(ko.events), failed(ko.events)]).toEqual([[ko.team[0]], true]);
  });
});

describe('172_002 Deliberate Tactical Error', () => {
  it('half the universal members die (unique ones are safe); two leaders (OFFICER or Leadership) then get past; one → fails', () => {
    const run = attempt('planet', '172_002', [
      { skills: 'OFFICER', universal: false },
      { skills: 'CIVILIAN Leadership', universal: false },
      {},
      {},
      {},
    ]);
    const dead = killed(run.events);
    expect(dead).toHaveLength(1);
    expect(run.team.slice(2)).toContain(dead[0]);
    expect([verdicts(run.events), failed(run.events)]).toEqual([['met'], false]);
    const ko = attempt('planet', '172_002', [
      { skills: 'OFFICER', universal: false },
      { universal: false },
    ]);
    expect([killed(ko.events), verdicts(ko.events), failed(ko.events)]).toEqual([
      [],
      ['unmet'],
      true,
    ]);
  });
});

describe('238_002 Row, Row, Row your Boat', () => {
  it('two Music, or total attributes>63 from the best three → past; 63 exactly → fails', () => {
    expect(
      verdicts(attempt('planet', '238_002', [{ skills: 'CIVILIAN Music x2' }]).events),
    ).toEqual(['met']);
    expect(
      verdicts(
        attempt('planet', '238_002', [
          { i: 8, c: 8, s: 6 },
          { i: 7, c: 7, s: 7 },
          { i: 7, c: 7, s: 7 },
          { i: 5, c: 5, s: 5 },
        ]).events,
      ),
    ).toEqual(['met']);
    const ko = attempt('planet', '238_002', [
      { i: 7, c: 7, s: 7 },
      { i: 7, c: 7, s: 7 },
      { i: 7, c: 7, s: 7 },
      { i: 7, c: 7, s: 6 },
    ]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});

describe('The Gamma Quadrant "X and no Y, OR a list and someone weak" dilemmas', () => {
  const cases: [
    id: string,
    title: string,
    a: string,
    none: string,
    b: PersonSpec[],
    weak: PersonSpec,
    strong: PersonSpec,
  ][] = [
    [
      '176_002',
      'Incentive-Based Economics',
      'CIVILIAN Honor',
      'SECURITY',
      [{ skills: 'CIVILIAN Anthropology Diplomacy Youth', s: 9 }],
      { s: 7 },
      { s: 8 },
    ],
    [
      '176_003',
      'Inter Arma Enim Silent Leges',
      'V.I.P.',
      'OFFICER Treachery',
      [{ skills: 'SECURITY Exobiology Computer Skill', i: 6 }],
      { i: 4 },
      { i: 5 },
    ],
    [
      '176_006',
      'The New Resistance',
      'CIVILIAN Honor',
      'OFFICER',
      [{ skills: 'V.I.P. Diplomacy Leadership Computer Skill', c: 8 }],
      { c: 6 },
      { c: 7 },
    ],
  ];
  for (const [id, title, a, none, b, weak, strong] of cases) {
    it(`${id} ${title}: ${a} alone → past, not with ${none} there; the list with someone weak → past, with nobody weak → fails`, () => {
      const where = id === '176_006' ? 'space' : 'planet';
      expect(verdicts(attempt(where, id, [{ skills: a }]).events)).toEqual(['met']);
      expect(verdicts(attempt(where, id, [{ skills: a }, { skills: none }]).events)).toEqual([
        'unmet',
      ]);
      expect(verdicts(attempt(where, id, [...b, weak]).events)).toEqual(['met']);
      const ko = attempt(where, id, [...b, strong]);
      expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
    });
  }
});

describe('161_007 Ornaran Threat', () => {
  it('the selected member is stopped, and also killed unless the others have two Diplomacy and MEDICAL (the victim cannot help)', () => {
    const ok = attempt('planet', '161_007', [
      { skills: 'OFFICER Diplomacy x2' },
      { skills: 'MEDICAL' },
      { skills: 'OFFICER Diplomacy x2' },
      { skills: 'MEDICAL' },
    ]);
    expect([killed(ok.events), stopped(ok.events).length, failed(ok.events)]).toEqual([
      [],
      1,
      false,
    ]);
    const ko = attempt('planet', '161_007', [
      { skills: 'OFFICER Diplomacy x2' },
      { skills: 'MEDICAL' },
    ]);
    expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
  });
});

describe('"a strong team loses 5 points; to get past … (more in the Delta Quadrant)"', () => {
  it('138_002 Damaged Reputation: INTEGRITY>50 costs 5 points; STRENGTH>30 gets past in the Alpha Quadrant, not in the Delta Quadrant', () => {
    const strong = [
      { i: 26, s: 16 },
      { i: 25, s: 15 },
    ];
    const alpha = attempt('planet', '138_002', strong);
    expect(
      ofType(alpha.events, 'PointsScored')
        .filter((e) => e.source === alpha.built.ids.seeds[0])
        .map((e) => e.points),
    ).toEqual([-5]);
    expect([verdicts(alpha.events).slice(-1), failed(alpha.events)]).toEqual([['met'], false]);
    const delta = attempt('planet', '138_002', strong, { quadrant: 'Delta' });
    expect([verdicts(delta.events).slice(-1), failed(delta.events)]).toEqual([['unmet'], true]);
    const modest = attempt('planet', '138_002', [{ i: 25, s: 31 }]);
    expect(ofType(modest.events, 'PointsScored').filter((e) => e.points < 0)).toEqual([]);
  });
  it('138_007 Oh No!: CUNNING>60 costs 5 points; a PADD and a tricorder get past anywhere; INTEGRITY 31 only outside the Delta Quadrant', () => {
    const cunning = attempt('planet', '138_007', [
      { c: 31, i: 16 },
      { c: 30, i: 15 },
    ]);
    expect(
      ofType(cunning.events, 'PointsScored')
        .filter((e) => e.source === cunning.built.ids.seeds[0])
        .map((e) => e.points),
    ).toEqual([-5]);
    expect(failed(cunning.events)).toBe(false);
    expect(failed(attempt('planet', '138_007', [{ i: 31 }], { quadrant: 'Delta' }).events)).toBe(
      true,
    );
    expect(
      failed(
        attempt('planet', '138_007', [{}], {
          quadrant: 'Delta',
          equipment: ['Federation PADD', 'Tricorder'],
        }).events,
      ),
    ).toBe(false);
  });
});
