/**
 * Skill and attribute substitution (issue 15, skills; behaviour/skill-substitutions.ts): a card lets a
 * skill or an attribute stand in for another wherever requirements are checked (attempt/requirements.ts ›
 * meetGroup). given (a scene, the card played) / when (a requirement check or a mission attempt) / then
 * (the verdict, the exact facts).
 *   1E rulebook › USING SKILLS (skill levels); ATTEMPT A MISSION › SOLVING THE MISSION.
 */
import type { Card } from '@captains-log/cards';
import { meetGroup, requirement } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { ofType, person, realCard, runAttempt, scene, ship, type PersonSpec, type SceneSpec } from '../testing/attempt-scene';
import { killed, verdicts } from '../testing/dilemma-cases';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';

const targets = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => (cmd as { target?: string }).target);
const meets = (state: GameState, text: string, ids: readonly string[]) => meetGroup(state, requirement(text), ids).verdict;

/** A test personnel showing these icons (bracket codes), with a property logo when given. */
function marked(spec: PersonSpec, codes: readonly string[], property?: string): Card {
  return { ...person(spec), icons: codes.map((code) => ({ code, name: code, category: 'test' })), ...(property ? { property } : {}) };
}

describe('191_011 Security Drills: name a skill (two with an empty hand); your [DS9] Federation and MACO personnel may use two SECURITY as one named skill', () => {
  const given = (team: readonly (Card | PersonSpec)[], hand: readonly string[] = ['Security Drills', 'Data'], extra: Partial<SceneSpec> = {}) => {
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand, ...extra });
    return { state: built.state, drills: built.ids.hand[0]!, team: built.ids.awayTeam };
  };
  const ds9 = (skills: string) => marked({ skills }, [], 'DS9');

  it('applies: Diplomacy named — a [DS9] Federation SECURITY x2 meets Diplomacy, the levels are used up (not SECURITY + Diplomacy), SECURITY x3 meets both', () => {
    const { state, drills, team } = given([ds9('SECURITY x2'), ds9('SECURITY x3')]);
    const offered = targets(state, drills);
    expect(offered).toContain('Diplomacy');
    expect(offered.some((target) => target?.includes('+'))).toBe(false);
    const played = run(state, [play(drills, 'Diplomacy')]);
    expect(ofType(played.events, 'CardOptionSelected')).toEqual([{ type: 'CardOptionSelected', player: 'p1', card: drills, option: 'Diplomacy', rule: RULES.cardEffects }]);
    expect(played.state.cards[drills]!.zone).toBe(Z.table('p1'));
    const [two, three] = team as [string, string];
    expect(meets(played.state, 'Diplomacy', [two])).toBe('met');
    expect(meets(played.state, 'SECURITY + Diplomacy', [two])).toBe('unmet');
    expect(meets(played.state, 'SECURITY + Diplomacy', [three])).toBe('met');
    expect(meets(played.state, 'Diplomacy x2', [two, three])).toBe('met');
    // Another skill than the one named gets nothing.
    expect(meets(played.state, 'Honor', [two])).toBe('unmet');
  });

  it('applies: a MACO (any affiliation) is reached too; with no other card in hand, two skills are named and each takes two SECURITY', () => {
    const maco = marked({ skills: 'SECURITY x4', affiliation: 'Starfleet', ch: ['MACO'] }, []);
    const { state, drills, team } = given([maco], ['Security Drills']);
    expect(targets(state, drills)).toContain('Diplomacy+Honor');
    const played = run(state, [play(drills, 'Diplomacy+Honor')]);
    expect(ofType(played.events, 'CardOptionSelected').map((event) => event.option)).toEqual(['Diplomacy+Honor']);
    expect(meets(played.state, 'Diplomacy + Honor', team)).toBe('met');
    expect(meets(played.state, 'Diplomacy x2', team)).toBe('met');
    expect(meets(played.state, 'Diplomacy + Honor + SECURITY', team)).toBe('unmet');
  });

  it('does not apply: a Federation personnel without [DS9], a [DS9] one with one SECURITY, before the card is played, an opponent’s copy, and two skills with cards left in hand', () => {
    const { state, drills, team } = given([marked({ skills: 'SECURITY x2' }, []), ds9('SECURITY'), ds9('SECURITY x2')]);
    const [plain, single, ready] = team as [string, string, string];
    expect(meets(state, 'Diplomacy', [ready])).toBe('unmet');
    expect(refused(state, play(drills, 'Diplomacy+Honor'))).toBe('INVALID_TARGET');
    const played = run(state, [play(drills, 'Diplomacy')]).state;
    expect(meets(played, 'Diplomacy', [plain])).toBe('unmet');
    expect(meets(played, 'Diplomacy', [single])).toBe('unmet');
    // Two personnel's single levels are not pooled into one conversion.
    expect(meets(played, 'Diplomacy', [single, plain])).toBe('unmet');
    // The opponent's Security Drills does not reach p1's personnel.
    const theirs = moved(played, [[drills, Z.table('p2')]]);
    const owned = { ...theirs, cards: { ...theirs.cards, [drills]: { ...theirs.cards[drills]!, owner: 'p2' as const } } };
    expect(meets(owned, 'Diplomacy', [ready])).toBe('unmet');
  });
});

describe("181_022 Warrior's Birthright: on your mission, your Klingons (and Kazon, Hirogen, [TE], [KCA]) may count STRENGTH for INTEGRITY and CUNNING requirements there", () => {
  // Investigate Disturbance: Honor + Leadership + INTEGRITY>30 (a Klingon mission).
  const klingon = (skills: string) => ({ skills, affiliation: 'Klingon', i: 5, s: 11 });
  const given = (team: readonly PersonSpec[]) => {
    const built = scene({ missions: ['Investigate Disturbance', 'Excavation'], awayTeam: team, hand: ["Warrior's Birthright"] });
    return { state: built.state, event: built.ids.hand[0]!, team: built.ids.awayTeam, missions: built.ids.missions };
  };
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

  it('applies: played on the mission, three Klingons of INTEGRITY 15 but STRENGTH 33 solve it', () => {
    const { state, event, team } = given([klingon('OFFICER Honor Leadership'), klingon('SECURITY'), klingon('ENGINEER')]);
    expect(targets(state, event)).toEqual(['L1', 'L2']);
    const placed = run(state, [play(event, 'L1')]).state;
    expect(placed.cards[event]!.zone).toBe(Z.atop('L1'));
    // Outside an attempt at the mission, nothing changes.
    expect(meets(placed, 'INTEGRITY>30', team)).toBe('unmet');
    const attempted = runAttempt(placed, attempt);
    expect(ofType(attempted.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', contributors: team })]);
  });

  it('does not apply: without the event, on another mission, or for non-Klingons, the same attempt fails', () => {
    const { state, event } = given([klingon('OFFICER Honor Leadership'), klingon('SECURITY'), klingon('ENGINEER')]);
    expect(ofType(runAttempt(state, attempt).events, 'MissionSolved')).toEqual([]);
    const elsewhere = run(state, [play(event, 'L2')]).state;
    expect(ofType(runAttempt(elsewhere, attempt).events, 'MissionSolved')).toEqual([]);
    // A Non-Aligned member is not reached: STRENGTH 11 + 11 and INTEGRITY 5 make 27, not more than 30.
    const mixed = given([klingon('OFFICER Honor Leadership'), klingon('SECURITY'), { ...klingon('ENGINEER'), affiliation: 'Non-Aligned' }]);
    const placed = run(mixed.state, [play(mixed.event, 'L1')]).state;
    const failed = runAttempt(placed, attempt);
    expect(ofType(failed.events, 'MissionSolved')).toEqual([]);
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
  });
});

describe('122_037 The Art of Diplomacy (partly): your [Maq], mirror, Resistance and Orion Syndicate personnel using a hand weapon may use two Treachery as one Diplomacy', () => {
  const given = (team: readonly (Card | PersonSpec)[], equipment: readonly string[]) => {
    const built = scene({ missions: ['Excavation'], awayTeam: team, equipment, hand: ['The Art of Diplomacy'] });
    const state = run(built.state, [play(built.ids.hand[0]!)]).state;
    return { state, team: built.ids.awayTeam };
  };
  it('applies: a [Maq] personnel with Treachery x2 and a Type II Phaser present meets Diplomacy; a Resistance one too', () => {
    const { state, team } = given([marked({ skills: 'SECURITY Treachery x2', affiliation: 'Non-Aligned' }, ['Maq']), marked({ skills: 'Treachery x2', ch: ['Resistance'] }, [])], ['Starfleet Type II Phaser']);
    expect(realCard('Starfleet Type II Phaser').characteristics.map((c) => c.toLowerCase())).toContain('hand weapon');
    expect(meets(state, 'Diplomacy', [team[0]!])).toBe('met');
    expect(meets(state, 'Diplomacy', [team[1]!])).toBe('met');
    expect(meets(state, 'Diplomacy + Treachery', [team[0]!])).toBe('unmet');
  });
  it('does not apply: no hand weapon present, or a personnel of none of those kinds', () => {
    const unarmed = given([marked({ skills: 'Treachery x2', affiliation: 'Non-Aligned' }, ['Maq'])], []);
    expect(meets(unarmed.state, 'Diplomacy', unarmed.team)).toBe('unmet');
    const stranger = given([{ skills: 'Treachery x2' }], ['Starfleet Type II Phaser']);
    expect(meets(stranger.state, 'Diplomacy', stranger.team)).toBe('unmet');
  });
});

describe('149_025 maH nIv (partly): seeded on your table, your [22] and [OS] Klingons may use two Treachery as one Honor', () => {
  const given = (team: readonly (Card | PersonSpec)[]) => {
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['maH nIv'] });
    return { state: moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), before: built.state, team: built.ids.awayTeam };
  };
  it('applies: on the table, a [22] Klingon and an [OS] Klingon with Treachery x2 each meet Honor (and together Honor x2)', () => {
    const { state, team } = given([marked({ skills: 'SECURITY Treachery x2', affiliation: 'Klingon', ch: ['Klingon'] }, ['22']), marked({ skills: 'Treachery x2', affiliation: 'Klingon', ch: ['Klingon'] }, ['OS'])]);
    expect(meets(state, 'Honor', [team[0]!])).toBe('met');
    expect(meets(state, 'Honor', [team[1]!])).toBe('met');
    expect(meets(state, 'Honor x2', team)).toBe('met');
    expect(meets(state, 'Honor + Treachery', [team[1]!])).toBe('unmet');
  });
  it('does not apply: in hand (not in play), a Klingon with neither icon, a [22] non-Klingon, one Treachery only', () => {
    const { state, before, team } = given([
      marked({ skills: 'Treachery x2', affiliation: 'Klingon', ch: ['Klingon'] }, ['22']),
      marked({ skills: 'Treachery x2', affiliation: 'Klingon', ch: ['Klingon'] }, []),
      marked({ skills: 'Treachery x2', ch: ['Human'] }, ['22']),
      marked({ skills: 'Treachery', affiliation: 'Klingon', ch: ['Klingon'] }, ['OS']),
    ]);
    const [ready, plain, human, single] = team as [string, string, string, string];
    expect(meets(before, 'Honor', [ready])).toBe('unmet');
    expect([plain, human, single].map((iid) => meets(state, 'Honor', [iid]))).toEqual(['unmet', 'unmet', 'unmet']);
  });
});

describe('219_010 Creatures of Duty / 241_006 Oppression of the Remans: meeting a dilemma requirement as if CIVILIAN, V.I.P. or female, then stopped / dies', () => {
  // Scapegoat: a random member dies unless the crew has V.I.P. or Anthropology (then one such is stopped); INTEGRITY>24 must remain.
  const encounter = (event: string, crew: readonly (Card | PersonSpec)[], onTable = true) => {
    const built = scene({ missions: ['Study Stellar Collision'], seeds: ['172_008'], ship: ship(), crew, hand: [event] });
    const start = onTable ? moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) : built.state;
    const run = runAttempt(start, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
    return { ...run, crew: built.ids.crew, event: built.ids.hand[0]! };
  };
  // Stops by the event's aftermath (the attempt's own end stops everyone else).
  const byTheCard = (events: readonly GameEvent[]) => ofType(events, 'CardStopped').filter((e) => e.rule === `${RULES.stopped}; ${RULES.cardEffects}`).map((e) => e.card);
  const romulan = (spec: PersonSpec, codes: readonly string[] = ['OS']) => marked({ affiliation: 'Romulan', ch: ['Romulan', 'Male'], ...spec }, codes);

  it('applies (Creatures of Duty): the [OS] Romulan OFFICER meets "V.I.P. OR Anthropology" as a V.I.P., so nobody dies, and he is stopped', () => {
    const { events, crew, event } = encounter('Creatures of Duty', [romulan({ skills: 'OFFICER', i: 13 }), { i: 13 }]);
    expect(ofType(events, 'RequirementChecked')[0]).toEqual(expect.objectContaining({ purpose: 'condition', requirement: 'V.I.P. OR Anthropology', verdict: 'met', group: crew }));
    expect(killed(events)).toEqual([]);
    expect(byTheCard(events)).toEqual([crew[0]]);
    expect(ofType(events, 'CardEffectResolved').filter((e) => e.card === event)).toHaveLength(1);
  });

  it('does not apply (Creatures of Duty): off the table, a female or non-[OS] Romulan, or another classification — the random death happens; no one is stopped by the event', () => {
    for (const [crew, onTable] of [
      [[romulan({ skills: 'OFFICER', i: 13 }), { i: 13 }], false],
      [[romulan({ skills: 'OFFICER', i: 13, ch: ['Romulan', 'Female'] }), { i: 13 }], true],
      [[romulan({ skills: 'OFFICER', i: 13 }, []), { i: 13 }], true],
      [[romulan({ skills: 'SCIENCE', i: 13 }), { i: 13 }], true],
    ] as const) {
      const { events } = encounter('Creatures of Duty', crew, onTable);
      expect([verdicts(events)[0], killed(events).length, byTheCard(events)]).toEqual(['unmet', 1, []]);
    }
  });

  it('applies (Oppression of the Remans): a Reman SECURITY meets it as a V.I.P., then dies; the other member lives', () => {
    const { events, crew } = encounter('Oppression of the Remans', [{ skills: 'SECURITY', ch: ['Reman', 'Male'], i: 13 }, { i: 30 }]);
    expect(verdicts(events)[0]).toBe('met');
    expect(killed(events)).toEqual([crew[0]]);
  });

  it('does not apply (Oppression of the Remans): a Reman of another classification, or a non-Reman SECURITY — a random member dies instead and the check is unmet', () => {
    for (const crew of [
      [{ skills: 'MEDICAL', ch: ['Reman'], i: 13 }, { i: 13 }],
      [{ skills: 'SECURITY', ch: ['Romulan'], i: 13 }, { i: 13 }],
    ]) {
      const { events } = encounter('Oppression of the Remans', crew);
      expect([verdicts(events)[0], killed(events).length]).toEqual(['unmet', 1]);
    }
  });

  it('outside a dilemma encounter the substitution is not offered (a mission requirement naming V.I.P.)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [romulan({ skills: 'OFFICER' })], hand: ['Creatures of Duty'] });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    expect(meets(state, 'V.I.P.', built.ids.awayTeam)).toBe('unmet');
  });
});
