/**
 * The remaining equipment whose text is an attribute or skill modifier (issue 15, third pass): holder
 * filters (species and keywords as characteristics, icons, skills, leaders), "+2, or +3 if …",
 * "cumulative up to +3", and equipment aboard a ship changing the ship.
 *   1E rulebook › THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › THE CUMULATIVE RULE;
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT";
 *   SKILLS › LOADED SKILLS › OFFICER AND LEADERSHIP: "LEADER".
 * given (a scene: the equipment with p1's Away Team or crew) / when (memberOf or shipAttribute: what every
 * requirement check, flight and dilemma reads) / then (the exact attributes and skills).
 */
import { skillLevel, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { decide } from '../decide';
import { evolve, evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { checkUniqueness } from '../play';
import { RULES } from '../rules';
import { when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { person, realCard, scene, ship, ofType, runAttempt, type PersonSpec } from '../testing/attempt-scene';
import { attempt, failed, verdicts } from '../testing/dilemma-cases';
import { shipAttribute } from './ship-modifiers';

/** A test personnel with these icons (bracket codes) besides its spec. */
function iconed(spec: PersonSpec, codes: readonly string[]): Card {
  return { ...person(spec), icons: codes.map((code) => ({ code, name: code, category: 'test' })) };
}

function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

function team(members: readonly (Card | PersonSpec)[], equipment: readonly string[]) {
  const built = scene({ missions: ['Excavation'], awayTeam: members, equipment });
  return { built, member: (index: number) => memberOf(built.state, built.ids.awayTeam[index]!) };
}

describe('attribute equipment for a species or keyword (characteristics), every copy counting', () => {
  it("116_017 Mek'leth: your Klingon present gets STRENGTH +2 per copy; a Federation human gets nothing", () => {
    const { member } = team([{ affiliation: 'Klingon', ch: ['Klingon'] }, { ch: ['Human'] }], ['116_017', '116_017']);
    expect([member(0).strength, member(1).strength]).toEqual([9, 5]);
  });
  it('124_014 Hirogen Disruptor Rifle: a Hirogen on the planet is STRENGTH +4, CUNNING +2 per copy and has no Diplomacy; aboard your ship keeps it; a Kazon cannot use it', () => {
    const { member } = team([{ affiliation: 'Hirogen', ch: ['Hirogen'], skills: 'OFFICER Diplomacy x2' }, { affiliation: 'Kazon', ch: ['Kazon'] }], ['124_014', '124_014']);
    expect([member(0).strength, member(0).cunning, skillLevel(member(0), 'Diplomacy')]).toEqual([13, 9, 0]);
    expect([member(1).strength, member(1).cunning]).toEqual([5, 5]);
    const aboard = scene({ missions: ['Study Stellar Collision'], ship: ship(), crew: [{ affiliation: 'Hirogen', ch: ['Hirogen'], skills: 'OFFICER Diplomacy' }], equipment: ['124_014'] });
    expect(skillLevel(memberOf(aboard.state, aboard.ids.crew[0]!), 'Diplomacy')).toBe(1);
  });
  it('192_016 MACO Assault Rifle: a MACO is STRENGTH +3 per copy and loses one Diplomacy per copy on the planet; a Starfleet personnel who is not a MACO gets nothing', () => {
    const { member } = team([{ affiliation: 'Starfleet', ch: ['Human', 'MACO'], skills: 'SECURITY Diplomacy x2' }, { affiliation: 'Starfleet', ch: ['Human'], skills: 'OFFICER Diplomacy' }], ['192_016', '192_016']);
    expect([member(0).strength, skillLevel(member(0), 'Diplomacy')]).toEqual([11, 0]);
    expect([member(1).strength, skillLevel(member(1), 'Diplomacy')]).toEqual([5, 1]);
  });
  it('241_004 Reman Disruptor Rifle: Remans get STRENGTH +3 per copy; a Reman with SECURITY gains OFFICER (once), a Reman without it does not; a Romulan gets nothing', () => {
    const { member } = team([{ affiliation: 'Romulan', ch: ['Reman'], skills: 'SECURITY' }, { affiliation: 'Romulan', ch: ['Reman'], skills: 'MEDICAL' }, { affiliation: 'Romulan', ch: ['Romulan'], skills: 'SECURITY' }], ['241_004', '241_004']);
    expect([member(0).strength, skillLevel(member(0), 'OFFICER')]).toEqual([11, 1]);
    expect([member(1).strength, skillLevel(member(1), 'OFFICER')]).toEqual([11, 0]);
    expect([member(2).strength, skillLevel(member(2), 'OFFICER')]).toEqual([5, 0]);
  });
  it('223_008 Klingon Baldric: a Klingon without Treachery gets INTEGRITY +2 (one copy counts); a Klingon with Treachery does not', () => {
    const { member } = team([{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'SECURITY Honor' }, { affiliation: 'Klingon', ch: ['Klingon'], skills: 'SECURITY Treachery' }], ['223_008', '223_008']);
    expect([member(0).integrity, member(1).integrity]).toEqual([7, 5]);
  });
});

describe('equipment for personnel with an icon', () => {
  for (const [id, title, user, stranger] of [
    ['119_014', 'Classic Type II Phaser', 'Federation', 'Klingon'],
    ['122_016', 'Classic Disruptor', 'Klingon', 'Federation'],
  ] as const) {
    it(`${id} ${title}: your [OS] ${user} personnel get STRENGTH +2 per copy and an [OS] leader gains SECURITY once; without [OS], or ${stranger}, nothing`, () => {
      const { member } = team(
        [iconed({ affiliation: user, skills: 'OFFICER' }, ['OS']), iconed({ affiliation: user, skills: 'MEDICAL' }, ['OS']), { affiliation: user, skills: 'OFFICER' }, iconed({ affiliation: stranger, skills: 'OFFICER' }, ['OS'])],
        [id, id],
      );
      expect([member(0).strength, skillLevel(member(0), 'SECURITY')]).toEqual([9, 1]);
      expect([member(1).strength, skillLevel(member(1), 'SECURITY')]).toEqual([9, 0]);
      expect([member(2).strength, skillLevel(member(2), 'SECURITY')]).toEqual([5, 0]);
      expect([member(3).strength, skillLevel(member(3), 'SECURITY')]).toEqual([5, 0]);
    });
  }
  it('122_015 Agonizer: [MQ] personnel and [OS] Klingons get INTEGRITY and CUNNING +1 per copy, at most +3 with four copies; an [OS] human gets nothing', () => {
    const four = ['122_015', '122_015', '122_015', '122_015'];
    const { member } = team([iconed({}, ['MQ']), iconed({ affiliation: 'Klingon', ch: ['Klingon'] }, ['OS']), iconed({ ch: ['Human'] }, ['OS'])], four);
    expect([member(0).integrity, member(0).cunning, member(1).integrity, member(1).cunning]).toEqual([8, 8, 8, 8]);
    expect([member(2).integrity, member(2).cunning]).toEqual([5, 5]);
    const one = team([iconed({}, ['MQ'])], ['122_015']);
    expect(one.member(0).integrity).toBe(6);
  });
  it('207_001 Kazon PADD: a non-Federation [DQ] personnel gets CUNNING +2 per copy; a Federation [DQ] personnel or one without [DQ] gets nothing', () => {
    const { member } = team([iconed({ affiliation: 'Kazon' }, ['DQ']), iconed({ affiliation: 'Federation' }, ['DQ']), { affiliation: 'Kazon' }], ['207_001', '207_001']);
    expect([member(0).cunning, member(1).cunning, member(2).cunning]).toEqual([9, 5, 5]);
  });
  it('194_071 Vulcan PADD: your [22] personnel present get CUNNING +2 (one copy counts); others nothing', () => {
    const { member } = team([iconed({ affiliation: 'Vulcan' }, ['22']), { affiliation: 'Vulcan' }], ['194_071', '194_071']);
    expect([member(0).cunning, member(1).cunning]).toEqual([7, 5]);
  });
});

describe('"+n, or more if …" equipment', () => {
  it('128_001 Starfleet Phaser Pistol: Starfleet personnel get STRENGTH +2 per copy, +3 per copy with SECURITY; a Federation personnel cannot use it', () => {
    const { member } = team([{ affiliation: 'Starfleet', skills: 'SECURITY' }, { affiliation: 'Starfleet', skills: 'ENGINEER' }, { affiliation: 'Federation', skills: 'SECURITY' }], ['128_001', '128_001']);
    expect([member(0).strength, member(1).strength, member(2).strength]).toEqual([11, 9, 5]);
  });
  it('159_004 El-Aurian Phaser: +1 to anyone present, +3 to one with Treachery and SCIENCE; one copy counts', () => {
    const { member } = team([{ skills: 'SCIENCE Treachery' }, { skills: 'SCIENCE' }], ['159_004', '159_004']);
    expect([member(0).strength, member(1).strength]).toEqual([8, 6]);
  });
  it('159_006 Trilithium Weapon Control PADD: Astrophysics gets CUNNING +1, Stellar Cartography with Treachery +3, a personnel with neither nothing', () => {
    const { member } = team([{ skills: 'SCIENCE Astrophysics' }, { skills: 'OFFICER Stellar Cartography Treachery' }, { skills: 'SCIENCE Treachery' }], ['159_006']);
    expect([member(0).cunning, member(1).cunning, member(2).cunning]).toEqual([6, 8, 5]);
  });
  it('117_018 Kukalaka: a non-Borg personnel present gets INTEGRITY +2, +3 while Leeta is with them; a Borg gets nothing', () => {
    const without = team([{ affiliation: 'Bajoran' }, { affiliation: 'Borg' }], ['117_018']);
    expect([without.member(0).integrity, without.member(1).integrity]).toEqual([7, 5]);
    const withLeeta = team([{ affiliation: 'Bajoran' }, { affiliation: 'Bajoran', title: 'Leeta' }], ['117_018']);
    expect([withLeeta.member(0).integrity, withLeeta.member(1).integrity]).toEqual([8, 8]);
  });
  it('159_005 Mr. Tricorder: a personnel with OFFICER and ENGINEER gains Computer Skill; one with OFFICER alone does not', () => {
    const { member } = team([{ skills: 'OFFICER ENGINEER' }, { skills: 'OFFICER' }], ['159_005']);
    expect([skillLevel(member(0), 'Computer Skill'), skillLevel(member(1), 'Computer Skill')]).toEqual([1, 0]);
  });
  it('a granted skill meets a dilemma: with 241_004 Reman Disruptor Rifle aboard, three Reman SECURITY personnel with STRENGTH 5 are OFFICERs with STRENGTH 8 and get past Maglock; without it they fail', () => {
    const remans = [0, 1, 2].map(() => ({ affiliation: 'Romulan', ch: ['Reman'], skills: 'SECURITY', s: 5 }));
    const ok = attempt('space', '109_010', remans, { equipment: ['241_004'] });
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const ko = attempt('space', '109_010', remans);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});

describe('equipment aboard your ship changing the ship', () => {
  const intrepid = (): Card => {
    const base = ship({ shields: 6, range: 8 });
    return { ...base, ship: { ...base.ship!, shipClass: 'Intrepid Class' } };
  };
  it('105_017 Plasmadyne Relay: aboard your ship, RANGE and SHIELDS +2 per copy; WEAPONS unchanged; without it, printed', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: ship({ shields: 6, range: 8 }), crew: [{ skills: 'OFFICER' }], equipment: ['105_017', '105_017'] });
    const id = built.ids.ship!;
    expect([shipAttribute(built.state, id, 'RANGE'), shipAttribute(built.state, id, 'SHIELDS'), shipAttribute(built.state, id, 'WEAPONS')]).toEqual([12, 10, 6]);
    const bare = scene({ missions: ['Study Stellar Collision'], ship: ship({ shields: 6, range: 8 }), crew: [{ skills: 'OFFICER' }] });
    expect(shipAttribute(bare.state, bare.ids.ship!, 'RANGE')).toBe(8);
  });
  it('123_033 Bio-Neural Gel Pack: aboard an Intrepid-class ship every attribute +1 per copy up to +3 (four copies: +3); aboard another class nothing', () => {
    const four = ['123_033', '123_033', '123_033', '123_033'];
    const built = scene({ missions: ['Study Stellar Collision'], ship: intrepid(), crew: [{ skills: 'OFFICER' }], equipment: four });
    const id = built.ids.ship!;
    expect([shipAttribute(built.state, id, 'RANGE'), shipAttribute(built.state, id, 'WEAPONS'), shipAttribute(built.state, id, 'SHIELDS')]).toEqual([11, 9, 9]);
    const other = scene({ missions: ['Study Stellar Collision'], ship: ship({ shields: 6, range: 8 }), crew: [{ skills: 'OFFICER' }], equipment: ['123_033'] });
    expect(shipAttribute(other.state, other.ids.ship!, 'RANGE')).toBe(8);
  });
});

describe('103_035 I.P. Scanner: cancels Interphasic Plasma Creatures and Phased Matter where present', () => {
  it('with it in the Away Team, Phased Matter is nullified as it is encountered; without it, it is not', () => {
    const withIt = scene({ missions: ['Excavation'], seeds: ['Phased Matter'], awayTeam: [{ skills: 'OFFICER' }], equipment: ['103_035'] });
    const phased = withIt.ids.seeds[0]!;
    expect(ofType(runAttempt(withIt.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[phased, 'nullified']]);
    const without = scene({ missions: ['Excavation'], seeds: ['Phased Matter'], awayTeam: [{ skills: 'OFFICER' }] });
    expect(ofType(runAttempt(without.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'DilemmaRemoved').map((e) => e.reason)).not.toContain('nullified');
  });
});

describe('138_012 Body Armor: hand weapons present lose cumulative while your SECURITY-classification personnel is there', () => {
  it('two Klingon Disruptors (cumulative, +2 each) give +2 only while Body Armor and a SECURITY are present; with an OFFICER only, +4', () => {
    const guarded = team([{ affiliation: 'Klingon', skills: 'SECURITY' }], ['138_012', 'Klingon Disruptor', 'Klingon Disruptor']);
    expect(guarded.member(0).strength).toBe(7);
    const officer = team([{ affiliation: 'Klingon', skills: 'OFFICER' }], ['138_012', 'Klingon Disruptor', 'Klingon Disruptor']);
    expect(officer.member(0).strength).toBe(9);
    const noArmor = team([{ affiliation: 'Klingon', skills: 'SECURITY' }], ['Klingon Disruptor', 'Klingon Disruptor']);
    expect(noArmor.member(0).strength).toBe(9);
  });
  it('Disruptor Overload never picks it: with Body Armor and a Tricorder, the Tricorder is the only candidate; with Body Armor alone, nothing is destroyed', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY' }], equipment: ['138_012', 'Tricorder'], hand: ['Disruptor Overload'] });
    const played = decide(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: built.ids.awayTeam[0]! });
    expect(ofType(played, 'RandomCardsSelected').map((e) => e.candidates)).toEqual([[built.ids.equipment[1]]]);
    const alone = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY' }], equipment: ['138_012'], hand: ['Disruptor Overload'] });
    const none = decide(alone.state, { type: 'PlayCard', actor: 'p1', card: alone.ids.hand[0]!, target: alone.ids.awayTeam[0]! });
    expect(ofType(none, 'CardLeftPlay')).toEqual([]);
  });
});

describe('equipment whose owner selects a skill once each turn (UseCard): until re-selected, the holders present gain it', () => {
  const use = (card: string, option: string) => ({ type: 'UseCard' as const, actor: 'p1' as const, card, option });
  for (const [id, title, icon, holder, stranger, option, other] of [
    ['119_012', 'Classic Medical Tricorder', 'OS', 'MEDICAL', 'ENGINEER', 'Exobiology', 'Biology'],
    ['119_013', 'Classic Tricorder', 'OS', 'ENGINEER', 'MEDICAL', 'Physics', 'Geology'],
    ['141_008', 'Vulcan Tricorder', '22', 'SCIENCE', 'OFFICER', 'Geology', 'Biology'],
    ['153_005', 'Mission Briefing PADD', 'Ent-E', 'OFFICER', 'SECURITY', 'Anthropology', 'Biology'],
    ['223_009', 'Library Record Tape', 'OS', 'OFFICER', 'MEDICAL', 'Stellar Cartography', 'Anthropology'],
  ] as const) {
    it(`${id} ${title}: nothing until selected; selecting ${option} gives it to a [${icon}] ${holder} present (not to a ${stranger}, nor to one without [${icon}]); once a turn; next turn ${other} replaces it`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [iconed({ skills: holder }, [icon]), iconed({ skills: stranger }, [icon]), { skills: holder }], equipment: [id] });
      const [user, outsider, noIcon] = built.ids.awayTeam as [string, string, string];
      const card = built.ids.equipment[0]!;
      const level = (state: GameState, iid: string, skill: string) => skillLevel(memberOf(state, iid), skill);
      expect(level(built.state, user, option)).toBe(0);
      const offered = legalCommands(built.state, 'p1').filter((c) => c.type === 'UseCard');
      expect(offered).toContainEqual(use(card, option));
      const events = decide(built.state, use(card, option));
      expect(events).toEqual([
        { type: 'CardAbilityUsed', player: 'p1', title, turn: 1, rule: RULES.oncePerTurn },
        { type: 'CardOptionSelected', player: 'p1', card, option, rule: RULES.cardEffects },
      ]);
      const selected = evolveAll(events, built.state);
      expect([level(selected, user, option), level(selected, outsider, option), level(selected, noIcon, option)]).toEqual([1, 0, 0]);
      expect(refusal(selected, use(card, other))).toBe('ONCE_PER_TURN');
      expect(legalCommands(selected, 'p1').filter((c) => c.type === 'UseCard')).toEqual([]);
      const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], selected);
      expect(refusal(nextTurn, use(card, option))).toBe('ALREADY_SELECTED');
      const reselected = evolveAll(decide(nextTurn, use(card, other)), nextTurn);
      expect([level(reselected, user, other), level(reselected, user, option)]).toEqual([1, 0]);
    });
  }
  it('a selection lasts while the card is in play: discarded, its option is forgotten (one event at a time and in a fold alike)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [iconed({ skills: 'MEDICAL' }, ['OS'])], equipment: ['119_012'] });
    const card = built.ids.equipment[0]!;
    const selected = evolveAll(decide(built.state, use(card, 'Exobiology')), built.state);
    expect(selected.selected?.[card]).toBe('Exobiology');
    const from = selected.cards[card]!.zone;
    const discard = { type: 'CardLeftPlay' as const, card, from, to: 'discard:p1', how: 'discarded' as const, source: card };
    expect(evolve(selected, discard).selected?.[card]).toBeUndefined();
    expect(evolveAll([discard], selected).selected?.[card]).toBeUndefined();
  });
  it('an option the card does not list, or a card without options, is refused; the opponent cannot use your card', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [iconed({ skills: 'MEDICAL' }, ['OS'])], equipment: ['119_012', 'Tricorder'] });
    const [classic, plain] = built.ids.equipment as [string, string];
    expect(refusal(built.state, use(classic, 'Physics'))).toBe('NO_SUCH_OPTION');
    expect(refusal(built.state, use(plain, 'MEDICAL'))).toBe('NOT_USABLE');
    expect(refusal(built.state, { type: 'UseCard', actor: 'p2', card: classic, option: 'MEDICAL' })).toBe('NOT_YOUR_TURN');
  });
  it('a second copy of a unique equipment (the text says so) may not report while one is in play; a non-unique one may', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [iconed({ skills: 'MEDICAL' }, ['OS'])], equipment: ['119_012'], hand: ['119_012'] });
    expect(checkUniqueness(built.state, 'p1', realCard('119_012'))).toMatchObject({ code: 'NOT_UNIQUE' });
    const plain = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'MEDICAL' }], equipment: ['Tricorder'] });
    expect(checkUniqueness(plain.state, 'p1', realCard('Tricorder'))).toBeNull();
  });
});

describe('223_007 Flintlock Rifle: once each turn, your universal Non-Aligned (or Non-Aligned [OS]) personnel present discarded to unstop up to X non-Honor Klingons of your Away Team here, X its skill dots', () => {
  // 1E rulebook › THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (one limit for both ways).
  const activate = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });
  const klingon = (skills: string): PersonSpec => ({ skills, affiliation: 'Klingon', universal: false });
  function given(discarded: Card) {
    const built = scene({ missions: ['Excavation'], awayTeam: [discarded, klingon('OFFICER'), klingon('SECURITY'), klingon('ENGINEER'), klingon('OFFICER Honor')], equipment: ['Flintlock Rifle'] });
    const [native, a, b, c, honorable] = built.ids.awayTeam as [string, string, string, string, string];
    const stopped = evolveAll([a, b, c, honorable].map((card) => ({ type: 'CardStopped', card }) as never), built.state);
    return { state: stopped, rifle: built.ids.equipment[0]!, native, a, b, c, honorable };
  }

  it('applies: a universal Non-Aligned with two skill dots discarded — p1 picks up to two of the three stopped Klingons without Honor; the Honor one is not offered; once a turn for both ways', () => {
    const { state, rifle, native, a, b, c, honorable } = given(person({ skills: 'OFFICER Diplomacy Navigation', affiliation: 'Non-Aligned' }));
    const used = when(state, activate(rifle, 'discard-universal', native));
    if ('violation' in used) throw new Error(used.violation.code);
    expect(used.state.cards[native]!.zone).toBe('discard:p1');
    expect(ofType(used.events, 'ChoiceAwaited').map((event) => [[...event.options].sort(), event.max])).toEqual([[[a, b, c].sort(), 2]]);
    const picked = when(used.state, { type: 'MakeChoice', actor: 'p1', chosen: [a, c] });
    if ('violation' in picked) throw new Error(picked.violation.code);
    expect([a, b, c, honorable].map((iid) => picked.state.cards[iid]!.stopped)).toEqual([false, true, false, true]);
    expect(refusal(picked.state, activate(rifle, 'discard-os', native))).toBe('ONCE_PER_TURN');
  });

  it('the [OS] way: a Non-Aligned [OS] personnel (not universal) with one skill dot unstops one', () => {
    const { state, rifle, native } = given(iconed({ skills: 'CIVILIAN Diplomacy', affiliation: 'Non-Aligned', universal: false }, ['OS']));
    expect(refusal(state, activate(rifle, 'discard-universal', native))).toBe('INVALID_TARGET');
    const used = when(state, activate(rifle, 'discard-os', native));
    if ('violation' in used) throw new Error(used.violation.code);
    expect(ofType(used.events, 'ChoiceAwaited').map((event) => event.max)).toEqual([1]);
  });

  it('does not apply: a non-universal Non-Aligned without [OS] is no target; a Klingon is no target either', () => {
    const { state, rifle, native, a } = given(person({ skills: 'OFFICER Diplomacy', affiliation: 'Non-Aligned', universal: false }));
    expect(refusal(state, activate(rifle, 'discard-universal', native))).toBe('INVALID_TARGET');
    expect(refusal(state, activate(rifle, 'discard-os', native))).toBe('INVALID_TARGET');
    expect(refusal(state, activate(rifle, 'discard-universal', a))).toBe('INVALID_TARGET');
  });
});
