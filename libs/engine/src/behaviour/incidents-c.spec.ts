/**
 * Incidents, objectives, equipment and artifacts of later sets (issue 15, incidents pass C).
 *
 * Equipment that "reports for free" (behaviour/free-reports.ts; 1E rulebook › PLAYING "FOR FREE";
 * REPORTING FOR DUTY; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS):
 * given (your outpost, the normal card play already spent on another report) / when (ReportForDuty
 * of the equipment) / then (it goes aboard and the turn's card play is untouched — or refused).
 */
import type { Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship } from '../testing/battle-scene';
import { legalCommandsByCheck } from '../testing/legal-oracle';
import { memberOf, requirement } from '../attempt/requirements';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import { playsFree } from './free-plays';
import { behaviourOf } from './registry';
import { validTargets } from './play';
import { dilemmaNullifiedBy } from './nullifiers-events';
import { hasSpecialEquipment } from './ship-equipment';
import { shipAttribute } from './ship-modifiers';
import { when } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

/** A test outpost of Federation affiliation; with `mirror`, it shows the [MQ] icon. */
function outpost(mirror: boolean): Card {
  const base = realCard('Federation Outpost');
  return mirror
    ? { ...base, id: 't_outpost_mq', title: 'Mirror Test Outpost', icons: [...base.icons, { code: 'MQ', name: 'Mirror Quadrant', category: 'quadrant' }] }
    : { ...base, id: 't_outpost', title: 'Test Outpost' };
}

/** p1's turn: an outpost at L1, the equipment copies in hand, and (with `spent`) the normal card play used by a report. */
function reportScene(equipment: readonly string[], opts: { spent: boolean; mirror?: boolean }) {
  // Mirror Dagger shows [AU]: p1's Alternate Universe Door lets it report (alternate-universe.ts).
  const built = scene({ missions: ['Excavation'], hand: [outpost(opts.mirror ?? false), { skills: 'OFFICER', affiliation: 'Federation' }, ...equipment], auDoor: ['p1'] });
  const [post, officer, ...copies] = built.ids.hand as [string, string, ...string[]];
  const events: GameEvent[] = [{ type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
  if (opts.spent) events.push({ type: 'CardReported', player: 'p1', card: officer, facility: post, to: Z.aboard(post), normalCardPlay: true, rule: 'test' });
  return { state: evolveAll(events, built.state), post, copies };
}

function reportTo(_state: GameState, card: string, facility: string) {
  return { type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility };
}

function apply(state: GameState, command: ReturnType<typeof reportTo>): GameState {
  return evolveAll(decide(state, command), state);
}

describe('equipment that reports for free', () => {
  const ALWAYS: [string, string][] = [
    ['116_014', "D'k Tahg"],
    ['116_019', 'Starfleet Type I Phaser'],
    ['124_015', 'Hirogen Talon'],
  ];
  for (const [id, title] of ALWAYS) {
    it(`${id} ${title}: with the normal card play spent, two copies still report, and the card play stays spent`, () => {
      const { state, post, copies } = reportScene([id, id], { spent: true });
      const after = apply(apply(state, reportTo(state, copies[0]!, post)), reportTo(state, copies[1]!, post));
      expect(copies.map((copy) => after.cards[copy]!.zone)).toEqual([Z.aboard(post), Z.aboard(post)]);
      expect(legalCommands(state, 'p1')).toContainEqual(reportTo(state, copies[0]!, post));
    });
    it(`${id} ${title}: reported with the card play unused, it leaves the normal card play for another card`, () => {
      const { state, post, copies } = reportScene([id], { spent: false });
      const after = apply(state, reportTo(state, copies[0]!, post));
      expect(after.turn!.normalCardPlayUsed).toBe(false);
    });
  }
  it('legalCommands and the check-by-check oracle agree once the card play is spent (free reports offered, nothing else)', () => {
    const { state } = reportScene(['116_014', '123_036', 'Medical Kit'], { spent: true });
    expect(legalCommands(state, 'p1')).toEqual(legalCommandsByCheck(state, 'p1'));
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ReportForDuty')).toHaveLength(2);
  });
  it('a plain equipment card (Medical Kit) is refused once the normal card play is spent, and is not offered', () => {
    const { state, post, copies } = reportScene(['Medical Kit'], { spent: true });
    const outcome = when(state, reportTo(state, copies[0]!, post));
    expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
    expect(legalCommands(state, 'p1')).not.toContainEqual(reportTo(state, copies[0]!, post));
  });
  for (const [id, title] of [['123_036', 'Kazon Disruptor'], ['123_037', 'Kazon Disruptor Rifle']] as const) {
    it(`${id} ${title}: one copy reports for free each turn; a second copy that turn needs the (spent) card play`, () => {
      const { state, post, copies } = reportScene([id, id], { spent: true });
      const first = apply(state, reportTo(state, copies[0]!, post));
      expect(first.cards[copies[0]!]!.zone).toBe(Z.aboard(post));
      const outcome = when(first, reportTo(first, copies[1]!, post));
      expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
      expect(legalCommands(first, 'p1')).not.toContainEqual(reportTo(first, copies[1]!, post));
    });
  }
  it('122_018 Mirror Dagger: reports for free to a [MQ] facility; to another facility it needs the card play', () => {
    const mirror = reportScene(['122_018'], { spent: true, mirror: true });
    expect(apply(mirror.state, reportTo(mirror.state, mirror.copies[0]!, mirror.post)).cards[mirror.copies[0]!]!.zone).toBe(Z.aboard(mirror.post));
    const plain = reportScene(['122_018'], { spent: true });
    const outcome = when(plain.state, reportTo(plain.state, plain.copies[0]!, plain.post));
    expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
  });
});

/**
 * Equipment that gives the ship it lies aboard special equipment (behaviour/equipment-grants.ts;
 * 1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment; CLOAK):
 * given (your ship, a matching crew, the equipment aboard) / when (asking what the ship carries,
 * or CloakShip) / then (the equipment is there — or not, for a ship the card does not reach).
 */
describe('equipment that gives your ship special equipment', () => {
  type ShipSpec = { affiliation?: string; title?: string; staffing?: string[]; icons?: string[]; shipClass?: string };
  function testShip(spec: ShipSpec): Card {
    const base = ship({ affiliation: spec.affiliation ?? 'Klingon', ...(spec.title ? { title: spec.title } : {}) });
    return {
      ...base,
      icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })),
      ship: { ...base.ship!, staffing: { icons: spec.staffing ?? [], alternatives: [] }, ...(spec.shipClass ? { shipClass: spec.shipClass } : {}) },
    };
  }
  function aboard(equipment: readonly string[], spec: ShipSpec) {
    const built = scene({ missions: ['Excavation'], ship: testShip(spec), crew: [{ skills: 'OFFICER', affiliation: spec.affiliation ?? 'Klingon' }], equipment });
    return { state: built.state, ship: built.ids.ship! };
  }
  const has = (equipment: readonly string[], spec: ShipSpec, name: string) => {
    const { state, ship: iid } = aboard(equipment, spec);
    return hasSpecialEquipment(state, iid, name);
  };

  it('191_006 Suliban Cloaking Device: your ship with it aboard has a Cloaking Device and cloaks; without it, refused', () => {
    const { state, ship: iid } = aboard(['191_006'], {});
    const cloak = { type: 'CloakShip' as const, actor: 'p1' as const, ship: iid, mode: 'cloak' as const };
    expect(evolveAll(decide(state, cloak), state).cards[iid]!.cloak).toBe('cloaked');
    expect(legalCommands(state, 'p1')).toContainEqual(cloak);
    const bare = aboard([], {});
    const outcome = when(bare.state, { ...cloak, ship: bare.ship });
    expect('violation' in outcome && outcome.violation.code).toBe('NO_CLOAKING_DEVICE');
  });
  it('191_006 Suliban Cloaking Device: the opponent\'s copy aboard your ship gives it nothing', () => {
    const { state, ship: iid } = aboard(['191_006'], {});
    const device = Object.values(state.cards).find((instance) => instance.blueprint === '191_006')!.iid;
    const theirs = { ...state, cards: { ...state.cards, [device]: { ...state.cards[device]!, owner: 'p2' as const } } };
    expect(hasSpecialEquipment(theirs, iid, 'Cloaking Device')).toBe(false);
  });
  it('117_020 Small Cloaking Device: only a ship with no staffing requirements', () => {
    expect(has(['117_020'], {}, 'Cloaking Device')).toBe(true);
    expect(has(['117_020'], { staffing: ['Cmd'] }, 'Cloaking Device')).toBe(false);
  });
  it('122_022 Stolen Cloaking Device: a ship with a staffing icon (a Federation ship too)', () => {
    expect(has(['122_022'], { staffing: ['Stf'] }, 'Cloaking Device')).toBe(true);
    expect(has(['122_022'], {}, 'Cloaking Device')).toBe(false);
    expect(has(['122_022'], { staffing: ['Stf'], affiliation: 'Federation' }, 'Cloaking Device')).toBe(true); // it cloaks only with [Fed] Treachery aboard (equipment-limits.spec.ts)
    expect(has(['122_022'], { staffing: ['Stf'], affiliation: 'Federation', icons: ['MQ'] }, 'Cloaking Device')).toBe(true);
  });
  it('122_020 Romulan Cloaking Device: a Romulan ship has it; a Klingon ship does not', () => {
    expect(has(['122_020'], { affiliation: 'Romulan' }, 'Cloaking Device')).toBe(true);
    expect(has(['122_020'], { affiliation: 'Klingon' }, 'Cloaking Device')).toBe(false);
  });
  it('141_007 Grappler: an NX-class ship gains a Tractor Beam; another class does not', () => {
    expect(has(['141_007'], { affiliation: 'Starfleet', shipClass: 'NX-class' }, 'Tractor Beam')).toBe(true);
    expect(has(['141_007'], { affiliation: 'Starfleet', shipClass: 'Intrepid' }, 'Tractor Beam')).toBe(false);
  });
  it('117_002 Phased Cloaking Device: your ship has a Phasing Cloak and phases; without it, refused', () => {
    const { state, ship: iid } = aboard(['117_002'], {});
    const phase = { type: 'CloakShip' as const, actor: 'p1' as const, ship: iid, mode: 'phase' as const };
    expect(evolveAll(decide(state, phase), state).cards[iid]!.cloak).toBe('phased');
    const bare = aboard([], {});
    const outcome = when(bare.state, { ...phase, ship: bare.ship });
    expect('violation' in outcome && outcome.violation.code).toBe('NO_CLOAKING_DEVICE');
  });
  it("103_002 Data's Head: aboard your ship RANGE, WEAPONS and SHIELDS +2, two copies still +2", () => {
    const one = aboard(['103_002'], {});
    const two = aboard(['103_002', '103_002'], {});
    const none = aboard([], {});
    const read = (x: { state: GameState; ship: string }) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(x.state, x.ship, a));
    expect(read(none)).toEqual([8, 6, 6]);
    expect(read(one)).toEqual([10, 8, 8]);
    expect(read(two)).toEqual([10, 8, 8]);
  });
});

/**
 * Objectives that lie on a mission (behaviour/missions-incidents-c.ts; 1E rulebook › ATTEMPT A MISSION ›
 * BEGINNING A MISSION ATTEMPT: a matching affiliation icon "unless a card says otherwise"; THE CARDS ›
 * EVENTS, INCIDENTS, & OBJECTIVES; SOLVING THE MISSION): given (your planet mission with two icons,
 * an Away Team of another affiliation, the objective in hand) / when (PlayCard on it, AttemptMission) /
 * then (who may attempt, the points, where the objective goes).
 */
describe('objectives on a mission: who may attempt it, and what solving it scores', () => {
  /** Your planet mission requiring `needs`, showing `icons`. */
  function missionOf(icons: readonly string[], needs: string): Card {
    const base = realCard('Excavation');
    return { ...base, id: `t_mission_${icons.join('_')}_${needs}`, title: `Test ${needs} planet`, mission: { ...base.mission!, affiliationIcons: icons as never[], requirementText: needs, requirements: requirement(needs) } };
  }
  const attempt = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1' };
  function setup(icons: readonly string[], needs: string, team: { affiliation: string; skills: string; title?: string }[], card: string) {
    const built = scene({ missions: [missionOf(icons, needs)], awayTeam: team, hand: [card] });
    return { state: built.state, card: built.ids.hand[0]! };
  }
  const reachingOut = behaviourOf('159_015')!;

  it('159_015 Reaching Out: plays only on your non-homeworld mission that requires Diplomacy', () => {
    const yes = setup(['Romulan', 'Klingon'], 'Diplomacy', [], '159_015');
    expect(validTargets(yes.state, 'p1', reachingOut.targets!, yes.card)).toEqual(['L1']);
    const no = setup(['Romulan', 'Klingon'], 'Archaeology', [], '159_015');
    expect(validTargets(no.state, 'p1', reachingOut.targets!, no.card)).toEqual([]);
  });
  it('159_015 Reaching Out: free with your Jonathan Archer at that mission; not with another Starfleet officer there', () => {
    const archer = setup(['Romulan', 'Klingon'], 'Diplomacy', [{ affiliation: 'Starfleet', skills: 'OFFICER', title: 'Jonathan Archer' }], '159_015');
    expect(playsFree(archer.state, 'p1', reachingOut, 'L1')).toBe(true);
    const other = setup(['Romulan', 'Klingon'], 'Diplomacy', [{ affiliation: 'Starfleet', skills: 'OFFICER' }], '159_015');
    expect(playsFree(other.state, 'p1', reachingOut, 'L1')).toBe(false);
  });
  it('159_015 Reaching Out: without it your Starfleet team may not attempt; with it they solve, score 5 bonus points and discard it (two non-[FED] icons)', () => {
    const { state, card } = setup(['Romulan', 'Klingon'], 'Diplomacy', [{ affiliation: 'Starfleet', skills: 'OFFICER Diplomacy' }], '159_015');
    const before = when(state, attempt);
    expect('violation' in before && before.violation.code).toBe('NO_MATCHING_AFFILIATION');
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
    expect(played.state.cards[card]!.zone).toBe(Z.atop('L1'));
    const solved = run(played.state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(solved.events, 'PointsScored').filter((e) => e.source === card)).toEqual([expect.objectContaining({ player: 'p1', points: 5, bonus: true })]);
    expect(solved.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('159_015 Reaching Out: on a mission showing the Federation icon and only one other, solving scores nothing from it and it stays', () => {
    const { state, card } = setup(['Federation', 'Klingon'], 'Diplomacy', [{ affiliation: 'Starfleet', skills: 'OFFICER Diplomacy' }], '159_015');
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
    const solved = run(played.state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(solved.events, 'PointsScored').filter((e) => e.source === card)).toEqual([]);
    expect(solved.state.cards[card]!.zone).toBe(Z.atop('L1'));
  });
  it('159_015 Reaching Out: a second copy may not be played on the same mission', () => {
    const built = scene({ missions: [missionOf(['Romulan', 'Klingon'], 'Diplomacy')], hand: ['159_015', '159_015'] });
    const [first, second] = built.ids.hand as [string, string];
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: first, target: 'L1' }]);
    const withPlay = { ...played.state, turn: { ...played.state.turn!, normalCardPlayUsed: false } };
    const outcome = when(withPlay, { type: 'PlayCard', actor: 'p1', card: second, target: 'L1' });
    expect('violation' in outcome && outcome.violation.code).toBe('PLAY_CONDITION');
  });
  it('117_054 Forced-Labor Camp: on your Geology planet mission your Cardassian team may attempt it; a Romulan team still may not', () => {
    const cardassian = setup(['Bajoran'], 'Geology', [{ affiliation: 'Cardassian', skills: 'OFFICER Geology' }], '117_054');
    expect(validTargets(cardassian.state, 'p1', behaviourOf('117_054')!.targets!, cardassian.card)).toEqual(['L1']);
    const before = when(cardassian.state, attempt);
    expect('violation' in before && before.violation.code).toBe('NO_MATCHING_AFFILIATION');
    const played = run(cardassian.state, [{ type: 'PlayCard', actor: 'p1', card: cardassian.card, target: 'L1' }]);
    expect(ofType(run(played.state, [attempt]).events, 'MissionSolved')).toHaveLength(1);
    const romulan = setup(['Bajoran'], 'Geology', [{ affiliation: 'Romulan', skills: 'OFFICER Geology' }], '117_054');
    const placed = run(romulan.state, [{ type: 'PlayCard', actor: 'p1', card: romulan.card, target: 'L1' }]);
    const outcome = when(placed.state, attempt);
    expect('violation' in outcome && outcome.violation.code).toBe('NO_MATCHING_AFFILIATION');
  });
  it('117_054 Forced-Labor Camp: not on a mission requiring neither Geology nor Archaeology', () => {
    const none = setup(['Bajoran'], 'Diplomacy', [], '117_054');
    expect(validTargets(none.state, 'p1', behaviourOf('117_054')!.targets!, none.card)).toEqual([]);
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION ("unless a card says otherwise"); CAPTURE (escorted); THE PLAY PHASE ›
 * END OF TURN — behaviour/objective-attempts.ts (`onlyAt`, `insteadOfPrinted`), escort-draws.ts (issue 15, helper objb).
 * given (Rescue Prisoners — Cardassia IV, 25 points, STRENGTH>40 + (Transporter Skill OR landed ship) — with p1's Away Team
 * there) / when (PlayCard Forced-Labor Camp on it, AttemptMission, EndTurn) / then (solved or not; the cards p1 draws).
 */
describe('117_054 Forced-Labor Camp on Cardassia IV: SECURITY + Geology + STRENGTH > twice the points; an extra draw each turn while escorting a captive there', () => {
  const given = (team: { affiliation: string; skills: string; s: number }[]) => {
    const built = scene({ missions: ['Rescue Prisoners'], awayTeam: team, hand: ['117_054'], opponentHand: [{ affiliation: 'Bajoran', skills: 'CIVILIAN' }] });
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L1' }]);
    return { state: played.state, card: built.ids.hand[0]!, prisoner: built.ids.opponentHand[0]! };
  };
  const go = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1' };
  it('plays on Cardassia IV (a mission requiring neither Geology nor Archaeology); SECURITY + Geology + STRENGTH 55 > 50 solves it', () => {
    const built = scene({ missions: ['Rescue Prisoners'], awayTeam: [], hand: ['117_054'] });
    expect(validTargets(built.state, 'p1', behaviourOf('117_054')!.targets!, built.ids.hand[0]!)).toEqual(['L1']);
    const { state } = given([{ affiliation: 'Cardassian', skills: 'SECURITY Geology', s: 30 }, { affiliation: 'Cardassian', skills: 'OFFICER', s: 25 }]);
    expect(ofType(run(state, [go]).events, 'MissionSolved')).toHaveLength(1);
  });
  it('the printed requirements no longer do there: Transporter Skill and STRENGTH 55 without Geology fail', () => {
    const { state } = given([{ affiliation: 'Cardassian', skills: 'SECURITY Transporter Skill', s: 30 }, { affiliation: 'Cardassian', skills: 'OFFICER', s: 25 }]);
    const tried = run(state, [go]);
    expect(ofType(tried.events, 'MissionSolved')).toEqual([]);
  });
  it('after solving, with a captive escorted by p1’s Away Team on the planet, p1 draws one more card at the end of p1’s turn and of p2’s', () => {
    const { state, prisoner } = given([{ affiliation: 'Cardassian', skills: 'SECURITY Geology', s: 30 }, { affiliation: 'Cardassian', skills: 'OFFICER', s: 25 }]);
    const solved = run(state, [go]).state;
    const holding = evolveAll([{ type: 'CardMoved', card: prisoner, from: Z.hand('p2'), to: Z.held('p1', 'L1'), faceUp: true, reason: 'test' } as GameEvent], solved);
    const turns = run(holding, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    const draws = ofType(turns.events, 'CardsDrawn').map((e) => [e.player, e.reason, e.cards.length]);
    expect(draws).toEqual([
      ['p1', 'end-of-turn', 1],
      ['p1', 'card-effect', 1],
      ['p2', 'end-of-turn', 1],
      ['p1', 'card-effect', 1],
    ]);
  });
  it('does not apply: with no escort of p1’s on the planet (the team beamed away) or before solving, no extra draw', () => {
    const { state, prisoner } = given([{ affiliation: 'Cardassian', skills: 'SECURITY Geology', s: 30 }, { affiliation: 'Cardassian', skills: 'OFFICER', s: 25 }]);
    const held = (from: GameState) => evolveAll([{ type: 'CardMoved', card: prisoner, from: Z.hand('p2'), to: Z.held('p1', 'L1'), faceUp: true, reason: 'test' } as GameEvent], from);
    const unsolved = run(held(state), [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(unsolved.events, 'CardsDrawn').map((e) => e.reason)).toEqual(['end-of-turn']);
    const solved = run(state, [go]).state;
    const team = Object.values(solved.cards).filter((c) => c.zone === Z.surface('L1')).map((c) => c.iid);
    const gone = evolveAll(team.map((iid) => ({ type: 'CardMoved', card: iid, from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }) as GameEvent), held(solved));
    const alone = run(gone, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(alone.events, 'CardsDrawn').map((e) => e.reason)).toEqual(['end-of-turn']);
  });
});

/**
 * Attribute artifacts and equipment (behaviour/modifiers-incidents.ts; 1E rulebook › THE CARDS ›
 * EQUIPMENT; ARTIFACTS: "Use as Equipment card"): given (an Away Team with the card) / when (memberOf,
 * what every requirement check reads) / then (the exact attributes of those it reaches and of others).
 */
describe('attribute artifacts and equipment of later sets', () => {
  const attrs = (state: GameState, iid: string) => {
    const m = memberOf(state, iid);
    return [m.integrity, m.cunning, m.strength];
  };
  it('116_001 Sword of Kahless: a Klingon with Honor is all +3; a Klingon without Honor and a Romulan with Honor are not; Kahless is STRENGTH +10 in all', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ affiliation: 'Klingon', skills: 'OFFICER Honor', ch: ['Klingon'] }, { affiliation: 'Klingon', skills: 'OFFICER', ch: ['Klingon'] }, { affiliation: 'Romulan', skills: 'OFFICER Honor', ch: ['Romulan'] }, '101_267'],
      equipment: ['116_001'],
    });
    const [honour, plain, romulan, kahless] = built.ids.awayTeam as [string, string, string, string];
    expect(attrs(built.state, honour)).toEqual([8, 8, 8]);
    expect(attrs(built.state, plain)).toEqual([5, 5, 5]);
    expect(attrs(built.state, romulan)).toEqual([5, 5, 5]);
    const printed = realCard('101_267').personnel!;
    const value = (a: { kind: string; value?: number }) => a.value!;
    expect(attrs(built.state, kahless)).toEqual([value(printed.integrity as never) + 3, value(printed.cunning as never) + 3, value(printed.strength as never) + 10]);
  });
  it('227_006 Mantle of the Empire: your Klingon chancellor present is all +1; a Klingon general is not', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', skills: 'OFFICER', ch: ['Klingon', 'Chancellor'] }, { affiliation: 'Klingon', skills: 'OFFICER', ch: ['Klingon', 'General'] }], equipment: ['227_006'] });
    const [chancellor, general] = built.ids.awayTeam as [string, string];
    expect(attrs(built.state, chancellor)).toEqual([6, 6, 6]);
    expect(attrs(built.state, general)).toEqual([5, 5, 5]);
  });
});

/**
 * Incidents on your table that let one personnel a turn report for free (behaviour/free-reports.ts ›
 * `tableFreeReport`; 1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; "ONCE PER GAME" AND SIMILAR
 * LIMITS): given (the incident on your table, your outpost, the normal card play spent) / when
 * (ReportForDuty) / then (aboard, or refused with NORMAL_CARD_PLAY_USED).
 */
describe('incidents on your table: one personnel a turn reports for free', () => {
  type Spec = { affiliation: string; icons?: string[]; ch?: string[]; skills?: string; skill?: string; unique?: boolean; title?: string; lore?: string };
  function personnel(spec: Spec): Card {
    const base = person({ affiliation: spec.affiliation, skills: spec.skills ?? 'OFFICER', ch: spec.ch ?? [], ...(spec.title ? { title: spec.title } : {}), universal: !spec.unique });
    // `skill`: one skill whose name has a space (Tal Shiar), which the test skill-box parser would split.
    const skillBox = spec.skill ? { ...base.personnel!.skillBox, skills: [...base.personnel!.skillBox.skills, { name: spec.skill, level: 1, regular: true }] } : base.personnel!.skillBox;
    return { ...base, icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })), personnel: { ...base.personnel!, skillBox }, ...(spec.lore ? { lore: spec.lore } : {}) };
  }
  function outpostOf(affiliation: string): Card {
    const base = realCard('Federation Outpost');
    return { ...base, id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] };
  }
  /** Your turn, the incident on your table (unless `without`), the outpost at L1, the card play spent; `inPlay` already aboard. */
  function setup(incident: string, affiliation: string, hand: Spec[], opts: { without?: boolean; inPlay?: Spec[] } = {}) {
    const built = scene({ missions: ['Excavation'], hand: [incident, outpostOf(affiliation), ...hand.map(personnel), ...(opts.inPlay ?? []).map(personnel)] });
    const [card, post, ...rest] = built.ids.hand as [string, string, ...string[]];
    const reporters = rest.slice(0, hand.length);
    const already = rest.slice(hand.length);
    const events: GameEvent[] = [{ type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
    if (!opts.without) events.push({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' });
    for (const iid of already) events.push({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.aboard(post), faceUp: true, reason: 'test' });
    const state = evolveAll(events, built.state);
    return { state: { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } }, post, reporters };
  }
  const code = (state: GameState, command: ReturnType<typeof reportTo>) => {
    const outcome = when(state, command);
    return 'violation' in outcome ? outcome.violation.code : 'ok';
  };

  it('155_024 Ferengi Military Operations: a [TNG] Ferengi officer reports for free, a second one that turn does not; a V.I.P. never; without the incident, none', () => {
    const { state, post, reporters } = setup('155_024', 'Ferengi', [{ affiliation: 'Ferengi', icons: ['TNG'] }, { affiliation: 'Ferengi', icons: ['TNG'] }]);
    expect(legalCommands(state, 'p1')).toContainEqual(reportTo(state, reporters[0]!, post));
    const first = apply(state, reportTo(state, reporters[0]!, post));
    expect(first.cards[reporters[0]!]!.zone).toBe(Z.aboard(post));
    expect(code(first, reportTo(first, reporters[1]!, post))).toBe('NORMAL_CARD_PLAY_USED');
    const vip = setup('155_024', 'Ferengi', [{ affiliation: 'Ferengi', icons: ['TNG'], skills: 'V.I.P.' }]);
    expect(code(vip.state, reportTo(vip.state, vip.reporters[0]!, vip.post))).toBe('NORMAL_CARD_PLAY_USED');
    const none = setup('155_024', 'Ferengi', [{ affiliation: 'Ferengi', icons: ['TNG'] }], { without: true });
    expect(code(none.state, reportTo(none.state, none.reporters[0]!, none.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('legalCommands and the check-by-check oracle agree with a table free report available', () => {
    const { state } = setup('155_024', 'Ferengi', [{ affiliation: 'Ferengi', icons: ['TNG'] }, { affiliation: 'Ferengi', icons: ['DS9'] }]);
    expect(legalCommands(state, 'p1')).toEqual(legalCommandsByCheck(state, 'p1'));
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ReportForDuty')).toHaveLength(1);
  });
  it('155_021 Attention All Hands: a universal [TNG] personnel reports for free; not one you already have in play, an android, an [AU] one or a unique one', () => {
    const free = setup('155_021', 'Federation', [{ affiliation: 'Federation', icons: ['TNG'], title: 'Ensign A' }]);
    expect(code(free.state, reportTo(free.state, free.reporters[0]!, free.post))).toBe('ok');
    const twin = setup('155_021', 'Federation', [{ affiliation: 'Federation', icons: ['TNG'], title: 'Ensign A' }], { inPlay: [{ affiliation: 'Federation', icons: ['TNG'], title: 'Ensign A' }] });
    expect(code(twin.state, reportTo(twin.state, twin.reporters[0]!, twin.post))).toBe('NORMAL_CARD_PLAY_USED');
    const others = setup('155_021', 'Federation', [
      { affiliation: 'Federation', icons: ['TNG'], ch: ['Android'] },
      { affiliation: 'Federation', icons: ['TNG', 'AU'] },
      { affiliation: 'Federation', icons: ['TNG'], unique: true },
    ]);
    expect(others.reporters.map((iid) => code(others.state, reportTo(others.state, iid, others.post)))).toEqual(['NORMAL_CARD_PLAY_USED', 'NORMAL_CARD_PLAY_USED', 'NORMAL_CARD_PLAY_USED']);
  });
  it('161_013 Always a Chess Game: a [TNG] Romulan reports for free; one with Tal Shiar does not', () => {
    const { state, post, reporters } = setup('161_013', 'Romulan', [{ affiliation: 'Romulan', icons: ['TNG'] }, { affiliation: 'Romulan', icons: ['TNG'], skill: 'Tal Shiar' }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('161_015 Illegitimate Leader of the Empire: a [TNG] Klingon without Honor reports for free; one with Honor does not', () => {
    const { state, post, reporters } = setup('161_015', 'Klingon', [{ affiliation: 'Klingon', icons: ['TNG'] }, { affiliation: 'Klingon', icons: ['TNG'], skills: 'OFFICER Honor' }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('163_016 Taken Prisoner: a [TNG] Cardassian reports for free to your Cardassian outpost; a [DS9] one does not', () => {
    const { state, post, reporters } = setup('163_016', 'Cardassian', [{ affiliation: 'Cardassian', icons: ['TNG'] }, { affiliation: 'Cardassian', icons: ['DS9'] }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('217_005 The Ultimate User: a [TNG] drone reports for free; a [TNG] Borg that is no drone does not', () => {
    const { state, post, reporters } = setup('217_005', 'Borg', [{ affiliation: 'Borg', icons: ['TNG'], ch: ['Drone'] }, { affiliation: 'Borg', icons: ['TNG'], ch: ['Queen'] }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('172_013 Defending Their Homes: a [TNG] Maquis reports for free; a [DS9] Maquis does not', () => {
    const { state, post, reporters } = setup('172_013', 'Maquis', [{ affiliation: 'Maquis', icons: ['TNG'] }, { affiliation: 'Maquis', icons: ['DS9'] }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('176_017 Reward from the Founders: a [DS9] Vorta reports for free; a [DS9] Jem\'Hadar does not', () => {
    const { state, post, reporters } = setup('176_017', 'Dominion', [{ affiliation: 'Dominion', icons: ['DS9'], ch: ['Vorta'] }, { affiliation: 'Dominion', icons: ['DS9'], ch: ["Jem'Hadar"] }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('241_017 Make a Difference Again: a [Films][TNG] personnel reports for free; a [TNG] one without [Films] does not', () => {
    const { state, post, reporters } = setup('241_017', 'Federation', [{ affiliation: 'Federation', icons: ['Films', 'TNG'] }, { affiliation: 'Federation', icons: ['TNG'] }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('123_065 The Vidiian Sodality: a Vidiian MEDICAL reports for free; a Vidiian OFFICER does not', () => {
    const { state, post, reporters } = setup('123_065', 'Vidiian', [{ affiliation: 'Vidiian', skills: 'MEDICAL' }, { affiliation: 'Vidiian', skills: 'OFFICER' }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('155_025 Finest Crew in the Fleet: a [TNG] Federation officer of the U.S.S. Enterprise reports for free; one whose lore does not name it does not', () => {
    const { state, post, reporters } = setup('155_025', 'Federation', [
      { affiliation: 'Federation', icons: ['TNG'], lore: 'Served aboard the U.S.S. Enterprise-D.' },
      { affiliation: 'Federation', icons: ['TNG'], lore: 'Served aboard a starbase.' },
    ]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
  });
  it('167_021 Alliance for Global Unity: a [DS9] Bajoran of the Circle reports for free to a facility in the Bajor Region; elsewhere, or not of the Circle, not', () => {
    const circle = { affiliation: 'Bajoran', icons: ['DS9'], lore: 'A leader of the Circle.' };
    const inBajor = setup('167_021', 'Bajoran', [circle, { affiliation: 'Bajoran', icons: ['DS9'], lore: 'A vedek.' }]);
    const bajor = { ...inBajor.state, locations: { ...inBajor.state.locations, L1: { ...inBajor.state.locations['L1']!, region: 'Bajor Region' } } };
    expect(inBajor.reporters.map((iid) => code(bajor, reportTo(bajor, iid, inBajor.post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
    expect(code(inBajor.state, reportTo(inBajor.state, inBajor.reporters[0]!, inBajor.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('167_029 New Arrivals: a universal personnel reports for free, a unique one does not; at the end of your turn you draw one extra card', () => {
    const { state, post, reporters } = setup('167_029', 'Federation', [{ affiliation: 'Federation' }, { affiliation: 'Federation', unique: true }]);
    expect(reporters.map((iid) => code(state, reportTo(state, iid, post)))).toEqual(['ok', 'NORMAL_CARD_PLAY_USED']);
    const ended = run(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(ended.events, 'CardsDrawn').map((e) => e.player)).toEqual(['p1', 'p1']);
    const without = setup('167_029', 'Federation', [], { without: true });
    expect(ofType(run(without.state, [{ type: 'EndTurn', actor: 'p1' }]).events, 'CardsDrawn').map((e) => e.player)).toEqual(['p1']);
  });
});

/**
 * Strategema (1E rulebook › ATTEMPT A MISSION › NULLIFIERS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES):
 * given (Ooby Dooby seeded, Rogue Borg Mercenaries in hand) / when (the dilemma is checked for a
 * nullifier; PlayCard) / then (cancelled and refused with Strategema on your table; not without).
 */
describe('127_008 Strategema', () => {
  function setup(withIt: boolean) {
    const built = scene({ missions: ['Excavation'], seeds: ['Ooby Dooby'], hand: ['127_008', 'Rogue Borg Mercenaries'] });
    const [strategema, mercenaries] = built.ids.hand as [string, string];
    const state = withIt ? evolveAll([{ type: 'CardMoved', card: strategema, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }], built.state) : built.state;
    return { state, strategema, mercenaries, dilemma: built.ids.seeds[0]! };
  }
  it('on your table: Ooby Dooby is cancelled as it is encountered, and Rogue Borg Mercenaries may not be played', () => {
    const { state, strategema, mercenaries, dilemma } = setup(true);
    expect(dilemmaNullifiedBy(state, dilemma, [])).toBe(strategema);
    const outcome = when(state, { type: 'PlayCard', actor: 'p1', card: mercenaries });
    expect('violation' in outcome && outcome.violation.code).toBe('PLAY_FORBIDDEN');
  });
  it('without it: Ooby Dooby is not cancelled and Rogue Borg Mercenaries is not forbidden', () => {
    const { state, mercenaries, dilemma } = setup(false);
    expect(dilemmaNullifiedBy(state, dilemma, [])).toBeUndefined();
    const outcome = when(state, { type: 'PlayCard', actor: 'p1', card: mercenaries });
    expect('violation' in outcome && outcome.violation.code).not.toBe('PLAY_FORBIDDEN');
  });
});

/**
 * Seeded incidents that draw an extra card at the end of your turn while all your personnel are of one
 * kind (1E rulebook › END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES): given (the incident on
 * your table, an Away Team) / when (EndTurn) / then (one draw more, or not).
 */
describe('seeded incidents: an extra card at the end of your turn', () => {
  function draws(incident: string, team: { affiliation: string; icons?: string[] }[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: team.map((t) => ({ ...person({ affiliation: t.affiliation, skills: 'OFFICER' }), icons: (t.icons ?? []).map((code) => ({ code, name: code, category: 'test' })) })), hand: [incident] });
    const state = evolveAll([{ type: 'CardMoved', card: built.ids.hand[0]!, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }], built.state);
    return ofType(run(state, [{ type: 'EndTurn', actor: 'p1' }]).events, 'CardsDrawn').length;
  }
  it('245_008 Latest Provocation: only Cardassians in play, one card more; with a Bajoran too, not', () => {
    expect(draws('245_008', [{ affiliation: 'Cardassian' }, { affiliation: 'Cardassian' }])).toBe(2);
    expect(draws('245_008', [{ affiliation: 'Cardassian' }, { affiliation: 'Bajoran' }])).toBe(1);
  });
  it('234_007 The Undiscovered Country: only [Films] personnel in play, one card more; with one without [Films], not', () => {
    expect(draws('234_007', [{ affiliation: 'Federation', icons: ['Films'] }, { affiliation: 'Klingon', icons: ['Films'] }])).toBe(2);
    expect(draws('234_007', [{ affiliation: 'Federation', icons: ['Films'] }, { affiliation: 'Klingon' }])).toBe(1);
  });
});

/**
 * Armor in ship battle (behaviour/equipment-grants.ts › `hitFactors`; 1E rulebook › BATTLE › SHIP
 * BATTLE › 5. Open Fire): given (p1's attacker with WEAPONS 8 or 13, p2's target with SHIELDS 6) / when
 * (InitiateShipBattle) / then (the ShipsFired result).
 */
describe('armor: more than double to hit, more than triple for a direct hit', () => {
  function fight(weapons: number, opts: { armor?: boolean; incident?: boolean; condor?: boolean; region?: string }) {
    const target = warship({ shields: 6, weapons: 0, affiliation: 'Romulan' });
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 't', owner: 'p2', at: 'space', card: opts.condor ? { ...target, ship: { ...target.ship!, shipClass: 'Condor-class' } } : target },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      ...(opts.armor ? [{ label: 'armor', owner: 'p2' as const, at: { aboard: 't' }, card: '125_015' }] : []),
      ...(opts.incident ? [{ label: 'inc', owner: 'p2' as const, at: 'hand' as const, card: '172_017' }] : []),
    ]);
    let state = built.state;
    if (opts.incident) state = evolveAll([{ type: 'CardMoved', card: built.id('inc'), from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' }], state);
    if (opts.region) state = { ...state, locations: { ...state.locations, L1: { ...state.locations['L1']!, region: opts.region } } };
    const { events } = run(state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') }]);
    return ofType(events, 'ShipsFired')[0]!.result;
  }
  it('125_015 Ablative Armor aboard the target: 8 against 6 misses, 13 is only a hit; without it a hit and a direct hit', () => {
    expect([fight(8, { armor: true }), fight(13, { armor: true }), fight(19, { armor: true })]).toEqual(['miss', 'hit', 'direct-hit']);
    expect([fight(8, {}), fight(13, {})]).toEqual(['hit', 'direct-hit']);
  });
  it('172_017 Used to Being Outnumbered: your Condor-class ship in the Badlands needs more than double; outside those regions, or another class, not', () => {
    expect(fight(8, { incident: true, condor: true, region: 'Badlands Region' })).toBe('miss');
    expect(fight(8, { incident: true, condor: true, region: 'Briar Patch Region' })).toBe('hit');
    expect(fight(8, { incident: true, region: 'Demilitarized Zone Region' })).toBe('hit');
    expect(fight(8, { condor: true, region: 'Badlands Region' })).toBe('hit');
  });
});

/**
 * 117_018 Kukalaka's limit (behaviour/limits-incidents-c.ts; 1E rulebook › MISCELLANEOUS RULES › "ONCE
 * PER GAME" AND SIMILAR LIMITS): given (Kukalaka with your Away Team, Brain Drain and Going to the Top
 * in hand) / when (PlayCard one, then the other) / then (the second is refused with PLAY_LIMITED, and
 * not offered; without Kukalaka it is not limited).
 */
describe('117_018 Kukalaka: one Brain Drain or one Going to the Top a turn', () => {
  function setup(withIt: boolean) {
    // Brain Drain shows [AU]: p1's Alternate Universe Door lets it play (alternate-universe.ts).
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], ...(withIt ? { equipment: ['117_018'] } : {}), hand: ['Brain Drain', 'Going to the Top'], auDoor: ['p1'] });
    const [drain, top] = built.ids.hand as [string, string];
    // Brain Drain is scripted (issue 15, assorted): played on the Away Team's personnel.
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: drain, target: built.ids.awayTeam[0]! }]);
    return { state: played.state, top, drain };
  }
  it('with Kukalaka in play, after a Brain Drain this turn Going to the Top is refused and not offered', () => {
    const { state, top, drain } = setup(true);
    expect(state.cards[drain]!.zone).not.toBe(Z.hand('p1'));
    const outcome = when(state, { type: 'PlayCard', actor: 'p1', card: top });
    expect('violation' in outcome && outcome.violation.code).toBe('PLAY_LIMITED');
    expect(legalCommands(state, 'p1')).toEqual(legalCommandsByCheck(state, 'p1'));
    expect(legalCommands(state, 'p1')).not.toContainEqual({ type: 'PlayCard', actor: 'p1', card: top });
  });
  it('without Kukalaka, Going to the Top is not limited after a Brain Drain', () => {
    const { state, top } = setup(false);
    const outcome = when(state, { type: 'PlayCard', actor: 'p1', card: top });
    expect('violation' in outcome ? outcome.violation.code : 'ok').not.toBe('PLAY_LIMITED');
  });
});
