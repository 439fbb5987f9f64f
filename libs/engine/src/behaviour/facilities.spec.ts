/**
 * Building outposts during play (issue 15): "Seed one OR build where you have a [its affiliation]
 * ENGINEER" — built as the normal card play, at a location where an outpost may stand, where the
 * player has an ENGINEER of that affiliation (any ENGINEER for the Neutral Outpost).
 *   1E rulebook › THE CARDS › FACILITIES ("some are built during the game"); THE SEED PHASES ›
 *   FACILITY PHASE (outposts: native quadrant, matching affiliation icon, never a homeworld; "You may
 *   not seed (or build) a facility at a location where you already have one"); MISCELLANEOUS RULES ›
 *   EQUIVALENTS ("build" is "play" for facilities); PLAYING A CARD › YOUR NORMAL CARD PLAY.
 * given (a play-phase scene) / when (PlayCard { target: location }) / then (the exact facts).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import type { Card } from '@captains-log/cards';
import { realCard, scene, ship, type PersonSpec, type SceneSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { playCard as build } from '../testing/commands';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  return outcome.violation.code;
}
const targets = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as { target?: string }).target);
function planetScene(outpost: string, team: readonly PersonSpec[], extra: Partial<SceneSpec> = {}) {
  return scene({ missions: ['Excavation', 'Relief Mission'], awayTeam: team, hand: [outpost], ...extra });
}

describe('101_104 Federation Outpost (and 101_105 Klingon, 101_106 Romulan Outpost): built where you have an ENGINEER of its affiliation', () => {
  it('a Federation ENGINEER on the planet: the outpost is built in orbit there, as the normal card play', () => {
    const built = planetScene('Federation Outpost', [{ skills: 'ENGINEER' }]);
    const outpost = built.ids.hand[0]!;
    expect(targets(built.state, outpost)).toEqual(['L1']);
    const events = decide(built.state, build(outpost, 'L1'));
    expect(events[0]).toEqual({ type: 'CardPlayed', player: 'p1', card: outpost, to: Z.space('L1'), normalCardPlay: true, rule: RULES.normalCardPlay });
    const state = evolveAll(events, built.state);
    expect(state.turn!.normalCardPlayUsed).toBe(true);
    expect(state.cards[outpost]!.zone).toBe(Z.space('L1'));
  });

  it('no ENGINEER, or an ENGINEER of another affiliation: nowhere to build', () => {
    for (const team of [[{ skills: 'OFFICER' }], [{ skills: 'ENGINEER', affiliation: 'Klingon' }]] as PersonSpec[][]) {
      const built = planetScene('Federation Outpost', team);
      expect(targets(built.state, built.ids.hand[0]!)).toEqual([]);
      expect(refused(built.state, build(built.ids.hand[0]!, 'L1'))).toBe('INVALID_TARGET');
    }
  });

  it('an OFFICER with an Engineering Kit counts as an ENGINEER (skills from equipment count everywhere)', () => {
    const built = planetScene('Federation Outpost', [{ skills: 'OFFICER' }], { equipment: ['Engineering Kit'] });
    expect(targets(built.state, built.ids.hand[0]!)).toEqual(['L1']);
  });

  it('not where you already have a facility; not after the card play is used or forfeited', () => {
    const built = planetScene('Federation Outpost', [{ skills: 'ENGINEER' }], { hand: ['Federation Outpost', 'Federation Outpost'] });
    const [first, second] = built.ids.hand;
    const state = evolveAll(decide(built.state, build(first!, 'L1')), built.state);
    expect(refused(state, build(second!, 'L1'))).toBe('INVALID_TARGET');
    const orders = evolveAll(decide(built.state, { type: 'BeginOrders', actor: 'p1' }), built.state);
    expect(refused(orders, build(first!, 'L1'))).toBe('CARD_PLAY_FORFEITED');
  });

  it('Klingon and Romulan Outposts need a Klingon or Romulan ENGINEER and a mission with their icon', () => {
    const klingon = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'ENGINEER', affiliation: 'Klingon' }], hand: ['Klingon Outpost', 'Romulan Outpost'] });
    const [kli, rom] = klingon.ids.hand;
    // Excavation has no Klingon or Romulan icon: not a place for their outposts.
    expect(refused(klingon.state, build(kli!, 'L1'))).toBe('INVALID_TARGET');
    expect(refused(klingon.state, build(rom!, 'L1'))).toBe('INVALID_TARGET');
  });
});

describe('103_052 Neutral Outpost: built at a space mission where you have any ENGINEER', () => {
  it('a Klingon ENGINEER aboard a ship at a space mission: built there', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: ship(), crew: [{ skills: 'ENGINEER', affiliation: 'Klingon' }], hand: ['Neutral Outpost'] });
    expect(targets(built.state, built.ids.hand[0]!)).toEqual(['L1']);
  });
  it('at a planet-only mission it may not stand', () => {
    const built = planetScene('Neutral Outpost', [{ skills: 'ENGINEER' }]);
    expect(targets(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

/** A space mission card with one affiliation icon (a test mission; the real ones differ in requirements only). */
function missionWith(icon: string): Card {
  const base = realCard('Study Stellar Collision');
  return { ...base, id: `t_mission_${icon}`, title: `Test ${icon} mission`, mission: { ...base.mission!, affiliationIcons: [icon as never] } };
}

describe('outposts of later sets, same pattern', () => {
  const cases: [id: string, title: string, affiliation: string, other: string, quadrant: 'Alpha' | 'Gamma'][] = [
    ['112_078', 'Bajoran Outpost', 'Bajoran', 'Cardassian', 'Alpha'],
    ['112_080', 'Cardassian Outpost', 'Cardassian', 'Bajoran', 'Alpha'],
    ['117_030', 'Ferengi Outpost', 'Ferengi', 'Klingon', 'Alpha'],
    ['178_033', 'Dominion Outpost', 'Dominion', 'Ferengi', 'Gamma'],
    ['163_014', 'Repurposed Outpost', 'Non-Aligned', 'Federation', 'Alpha'],
  ];
  for (const [id, title, affiliation, other, quadrant] of cases) {
    it(`${id} ${title}: built where a ${affiliation} ENGINEER is, at a mission with its icon; never for a ${other} ENGINEER`, () => {
      const at = (who: string) => {
        const built = scene({ missions: [missionWith(affiliation)], quadrant, ship: ship(), crew: [{ skills: 'ENGINEER', affiliation: who }], hand: [id] });
        return targets(built.state, built.ids.hand[0]!);
      };
      expect(at(affiliation)).toEqual(['L1']);
      expect(at(other)).toEqual([]);
    });
  }
  it('178_033 Dominion Outpost: not in the Alpha Quadrant (its native quadrant is the Gamma Quadrant)', () => {
    const built = scene({ missions: [missionWith('Dominion')], ship: ship(), crew: [{ skills: 'ENGINEER', affiliation: 'Dominion' }], hand: ['178_033'] });
    expect(targets(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});
