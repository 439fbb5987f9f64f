/**
 * Issue 15 (shorts): a personnel changed until the end of a dilemma (Driven, Smoke and Mirrors) or until
 * the end of the turn (Small Oversight) by an interrupt discarded at once (behaviour/lasting-changes.ts).
 *   1E rulebook › THE CARDS › INTERRUPTS; ATTEMPT A MISSION › ENCOUNTERING DILEMMAS; PERSONNEL;
 *   THE CUMULATIVE RULE.
 * given (a scene) / when (PlayCard) / then (the facts, the zones and what requirements read).
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';

const icon = (code: string) => ({ code, name: code, category: 'test' });
const withIcons = (spec: PersonSpec, ...codes: string[]): Card => ({ ...person(spec), icons: codes.map(icon) });
const offered = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);
/** Passes every open response window (either player), so the attempt goes on. */
function passAll(state: GameState): GameState {
  let out = state;
  for (let guard = 0; guard < 10 && (out.windows ?? []).length > 0; guard += 1) out = run(out, [{ type: 'PassResponse', actor: out.windows![out.windows!.length - 1]!.player }]).state;
  return out;
}
/** p1 attempts L1 and holds its window on the first dilemma. */
function facing(built: ReturnType<typeof scene>): GameState {
  return run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1', ...(built.ids.ship ? { ship: built.ids.ship } : {}) }]).state;
}

describe('138_019 Driven (your [OS] OFFICER facing a dilemma, an [OS] OFFICER discarded from hand: attributes all +5 until that dilemma ends)', () => {
  function table(handOfficer: boolean) {
    const built = scene({
      missions: ['Excavation'],
      seeds: ['Nausicaans'],
      awayTeam: [withIcons({ skills: 'OFFICER', s: 8 }, 'OS'), { skills: 'ENGINEER', s: 8 }, { skills: 'SCIENCE', s: 8 }, { skills: 'MEDICAL', s: 8 }, { skills: 'SECURITY', s: 8 }],
      hand: ['Driven', handOfficer ? withIcons({ skills: 'OFFICER' }, 'OS') : withIcons({ skills: 'ENGINEER' }, 'OS')],
    });
    const [driven, spare] = built.ids.hand as [string, string];
    return { state: facing(built), driven, spare, officer: built.ids.awayTeam[0]!, team: built.ids.awayTeam };
  }
  it('applies: the OFFICER is STRENGTH 13 for Nausicaans (team 45 > 44: nobody dies), the hand OFFICER is discarded, and the bonus ends with the dilemma', () => {
    const { state, driven, spare, officer, team } = table(true);
    expect(offered(state, driven)).toEqual([play(driven, `${officer}>${spare}`)]);
    const after = run(state, [play(driven, `${officer}>${spare}`)]);
    expect(after.state.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[driven]!.zone).toBe(Z.discard('p1'));
    // The encountering player's response closes the window: Nausicaans resolves in the same command, reading STRENGTH 13.
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toEqual([`(changed for a while) ${officer}>${state.attempt!.dilemma}>138_019>a5`]);
    expect(ofType(after.events, 'RequirementChecked')[0]).toMatchObject({ verdict: 'met' });
    const resolved = passAll(after.state);
    expect(team.every((iid) => resolved.cards[iid]!.zone === Z.surface('L1'))).toBe(true);
    expect(memberOf(resolved, officer).strength).toBe(8);
  });
  it('does not apply: without an [OS] OFFICER in hand it is not offered, outside a dilemma it is refused, and Nausicaans kills one (team 40)', () => {
    const { state, driven, spare, officer, team } = table(false);
    expect(offered(state, driven)).toEqual([]);
    expect(refused(state, play(driven, `${officer}>${spare}`))).toBe('INVALID_TARGET');
    const resolved = passAll(state);
    expect(team.filter((iid) => resolved.cards[iid]!.zone !== Z.surface('L1'))).toHaveLength(1);
    const quiet = scene({ missions: ['Excavation'], awayTeam: [withIcons({ skills: 'OFFICER' }, 'OS')], hand: ['Driven', withIcons({ skills: 'OFFICER' }, 'OS')] });
    expect(offered(quiet.state, quiet.ids.hand[0]!)).toEqual([]);
  });
});

describe('184_025 Smoke and Mirrors (while facing a dilemma: one of your personnel has no classification and no skills until it is resolved)', () => {
  // Menthar Booby Trap (space): one crew member dies unless MEDICAL is there.
  function table() {
    const built = scene({ missions: ['Study Stellar Collision'], seeds: ['Menthar Booby Trap'], ship: ship(), crew: [{ skills: 'MEDICAL Biology' }, { skills: 'OFFICER' }], hand: ['Smoke and Mirrors'] });
    return { state: facing(built), card: built.ids.hand[0]!, medic: built.ids.crew[0]!, officer: built.ids.crew[1]! };
  }
  it('applies: the MEDICAL has neither classification nor skills while the trap is faced, so nobody meets it and one dies; the survivor has its skills again', () => {
    const { state, card, medic, officer } = table();
    expect(offered(state, card).map((c) => (c as { target?: string }).target).sort()).toEqual([medic, officer].sort());
    const after = run(state, [play(card, medic)]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'RequirementChecked')[0]).toMatchObject({ verdict: 'unmet' });
    expect(ofType(after.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toHaveLength(1);
    const later = passAll(after.state);
    if (later.cards[medic]!.zone === Z.aboard(state.attempt!.ship!)) expect(memberOf(later, medic)).toMatchObject({ classification: 'MEDICAL' });
  });
  it('does not apply: without it the MEDICAL meets the trap (nobody dies); it is no play outside a dilemma', () => {
    const { state } = table();
    const resolved = run(state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(resolved.events, 'RequirementChecked')[0]).toMatchObject({ verdict: 'met' });
    expect(ofType(resolved.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toHaveLength(0);
    const quiet = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'MEDICAL' }], hand: ['Smoke and Mirrors'] });
    expect(offered(quiet.state, quiet.ids.hand[0]!)).toEqual([]);
    expect(refused(quiet.state, play(quiet.ids.hand[0]!, quiet.ids.awayTeam[0]!))).not.toBeNull();
  });
});

describe('103_060 Eyes in the Dark (facing a dilemma with Empathy present: a random opponent personnel aboard their ship, your choice of ship, lends its skills and attributes)', () => {
  // Nausicaans: one dies unless STRENGTH>44. The team has 40; the opponent's lone crew member lends 6.
  function table(empathy: boolean) {
    const built = scene({
      missions: ['Excavation', 'Relief Mission'],
      seeds: ['Nausicaans'],
      awayTeam: [{ skills: empathy ? 'SCIENCE Empathy' : 'SCIENCE', s: 8 }, { skills: 'ENGINEER', s: 8 }, { skills: 'MEDICAL', s: 8 }, { skills: 'OFFICER', s: 8 }, { skills: 'SECURITY', s: 8 }],
      hand: ['Eyes in the Dark'],
      opponentHand: [ship({ affiliation: 'Klingon' }), { skills: 'SECURITY Geology', s: 6, affiliation: 'Klingon' }],
    });
    const [theirShip, theirCrew] = built.ids.opponentHand as [string, string];
    const placed = evolveAll(
      [
        { type: 'CardMoved', card: theirShip, from: Z.hand('p2'), to: Z.space('L2'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: theirCrew, from: Z.hand('p2'), to: Z.aboard(theirShip), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    return { state: facing({ ...built, state: placed }), card: built.ids.hand[0]!, team: built.ids.awayTeam, theirShip, theirCrew };
  }
  it('applies: the Empathy personnel gains Geology, SECURITY and STRENGTH 6 for the dilemma (team 46 > 44: nobody dies)', () => {
    const { state, card, team, theirShip, theirCrew } = table(true);
    expect(offered(state, card)).toHaveLength(team.length);
    const after = run(state, [play(card, `${team[0]}>${theirShip}`)]);
    expect(ofType(after.events, 'RandomCardsSelected')[0]).toMatchObject({ outcome: [theirCrew] });
    expect(ofType(after.events, 'RequirementChecked')[0]).toMatchObject({ verdict: 'met' });
    const resolved = passAll(after.state);
    expect(team.every((iid) => resolved.cards[iid]!.zone === Z.surface('L1'))).toBe(true);
    expect(memberOf(resolved, team[0]!).strength).toBe(8);
  });
  it('does not apply: without Empathy in the team it is not offered, and Nausicaans kills one', () => {
    const { state, card, team, theirShip } = table(false);
    expect(offered(state, card)).toEqual([]);
    expect(refused(state, play(card, `${team[0]}>${theirShip}`))).toBe('INVALID_TARGET');
    const resolved = passAll(state);
    expect(team.filter((iid) => resolved.cards[iid]!.zone !== Z.surface('L1'))).toHaveLength(1);
  });
});

describe('125_040 Small Oversight (on a [Holo] personnel not wearing a Mobile Holo-Emitter: [Holo] and [Cmd] personnel present are attributes all -3 and lose their first-listed skill for the rest of the turn)', () => {
  function table() {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [withIcons({ skills: 'MEDICAL Biology Exobiology', i: 6, c: 7, s: 5 }, 'Holo'), withIcons({ skills: 'OFFICER Leadership Diplomacy', i: 8, c: 6, s: 6 }, 'Cmd'), { skills: 'SCIENCE Physics', i: 5, c: 5, s: 5 }],
      hand: ['Small Oversight', 'Mobile Holo-Emitter'],
    });
    const [card, emitter] = built.ids.hand as [string, string];
    const [holo, cmd, plain] = built.ids.awayTeam as [string, string, string];
    return { state: built.state, card, emitter, holo, cmd, plain };
  }
  const skills = (state: GameState, iid: string) => memberOf(state, iid).skills.map((s) => s.name);
  it('applies: the hologram and the [Cmd] OFFICER are -3 and lose Biology / Leadership until the turn ends; the other personnel is untouched', () => {
    const { state, card, holo, cmd, plain } = table();
    expect(offered(state, card)).toEqual([play(card, holo)]);
    const after = run(state, [play(card, holo)]).state;
    expect(memberOf(after, holo)).toMatchObject({ integrity: 3, cunning: 4, strength: 2 });
    expect(skills(after, holo)).toEqual(['Exobiology']);
    expect(memberOf(after, cmd)).toMatchObject({ integrity: 5, cunning: 3, strength: 3 });
    expect(skills(after, cmd)).toEqual(['Diplomacy']);
    expect(memberOf(after, plain)).toMatchObject({ integrity: 5, cunning: 5, strength: 5 });
    expect(skills(after, plain)).toEqual(['Physics']);
    const ended = run(after, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(memberOf(ended, holo)).toMatchObject({ integrity: 6, cunning: 7, strength: 5 });
    expect(skills(ended, cmd)).toEqual(['Leadership', 'Diplomacy']);
  });
  it('does not apply: a hologram wearing a Mobile Holo-Emitter, or a personnel without [Holo], is no target', () => {
    const { state, card, emitter, holo, cmd } = table();
    const worn = evolveAll([{ type: 'CardMoved', card: emitter, from: Z.hand('p1'), to: Z.on(holo), faceUp: true, reason: 'scene' }], state);
    expect(offered(worn, card)).toEqual([]);
    expect(refused(worn, play(card, holo))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, cmd))).toBe('INVALID_TARGET');
  });
});

describe('103_059 Devidian Foragers (two personnel of one discard pile out of play: their attributes added to your [AU] personnel for the turn)', () => {
  function table() {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [withIcons({ skills: 'SCIENCE', i: 5, c: 5, s: 5 }, 'AU'), { skills: 'OFFICER' }],
      hand: ['Devidian Foragers', { skills: 'ENGINEER', i: 4, c: 6, s: 7 }, { skills: 'MEDICAL', i: 8, c: 3, s: 2 }],
      opponentHand: [{ skills: 'SECURITY', i: 1, c: 1, s: 1, affiliation: 'Klingon' }],
    });
    const [card, a, b] = built.ids.hand as [string, string, string];
    const [theirs] = built.ids.opponentHand as [string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: a, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: b, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.discard('p2'), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    return { state, card, a, b, theirs, au: built.ids.awayTeam[0]!, plain: built.ids.awayTeam[1]! };
  }
  it('applies: both personnel go out of play and the [AU] personnel is INTEGRITY 17, CUNNING 14, STRENGTH 14 until the turn ends', () => {
    const { state, card, a, b, au } = table();
    expect(offered(state, card)).toEqual([play(card, `${au}>${a}+${b}`)]);
    const after = run(state, [play(card, `${au}>${a}+${b}`)]).state;
    expect(after.cards[a]!.zone).toBe(Z.out('p1'));
    expect(after.cards[b]!.zone).toBe(Z.out('p1'));
    expect(memberOf(after, au)).toMatchObject({ integrity: 17, cunning: 14, strength: 14 });
    const ended = run(after, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(memberOf(ended, au)).toMatchObject({ integrity: 5, cunning: 5, strength: 5 });
  });
  it('does not apply: a receiver without [AU], two cards of different piles, or one card only are refused', () => {
    const { state, card, a, b, theirs, au, plain } = table();
    expect(refused(state, play(card, `${plain}>${a}+${b}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, `${au}>${a}+${theirs}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, `${au}>${a}`))).toBe('INVALID_TARGET');
  });
});
