/**
 * Issue 15 (helper tail1): immunity lent by a card in play (behaviour/lent-immunity.ts) and "may not be nullified
 * while … in play" (behaviour/nullify-while-present.ts › `inPlay`) — 116_022 E-Band Emissions.
 * (124_047 Harness Particle 010's lent immunity: scouting.spec.ts.)
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS.
 * given (a scene at L1: E-Band Emissions, a Brainwash in play; Kevin Uxbridge in hand) / when (PlayCard Kevin
 * Uxbridge on either) / then (refused or accepted; the event nullified).
 */
import { scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { bp } from '../context';
import type { GameState } from '../types';
import { Z } from '../zones';

function table(names: readonly string[] = [], eBand = true) {
  const built = scene({ missions: ['Excavation', 'Plunder Site'], awayTeam: [{ skills: 'SECURITY' }], hand: ['E-Band Emissions', 'Brainwash', 'Kevin Uxbridge', ...names] });
  const [eband, brainwash, kevin, ...others] = built.ids.hand as [string, string, string, ...string[]];
  const state: GameState = moved(built.state, [
    ...(eBand ? [[eband, Z.table('p1')] as [string, string]] : []),
    [brainwash, Z.table('p1')],
    ...others.map((iid) => [iid, Z.surface('L1')] as [string, string]),
  ]);
  return { state, eband, brainwash, kevin };
}

describe('116_022 E-Band Emissions (Brainwash immune to Kevin Uxbridge; not nullified while Kell, Taibak or Entek is in play)', () => {
  it('applies: while it is in play Kevin Uxbridge may not target a Brainwash', () => {
    const { state, brainwash, kevin } = table();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: kevin, target: brainwash })).toBe('INVALID_TARGET');
  });

  it('does not apply without it: Kevin Uxbridge nullifies the Brainwash', () => {
    const { state, brainwash, kevin } = table([], false);
    const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: kevin, target: brainwash });
    expect(after.state.cards[brainwash]!.zone).toBe(Z.discard('p1'));
  });

  it('applies: with Kell (or Taibak) in play the event itself may not be nullified', () => {
    for (const name of ['Kell', 'Taibak']) {
      const { state, eband, kevin } = table([name]);
      expect(refused(state, { type: 'PlayCard', actor: 'p1', card: kevin, target: eband })).toBe('INVALID_TARGET');
    }
  });

  it('does not apply with none of them in play (Kell Perim is not Kell): Kevin Uxbridge nullifies it', () => {
    for (const names of [[], ['Kell Perim']]) {
      const { state, eband, kevin } = table(names);
      const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: kevin, target: eband });
      expect(after.state.cards[eband]!.zone).toBe(Z.discard('p1'));
    }
  });
});

describe('116_022 E-Band Emissions (a Brainwashed captive has infiltration icons for its own affiliation: impersonation.ts)', () => {
  /** p2's Romulan, captured by p1 at L1 and Brainwashed aboard p1's outpost; with or without E-Band Emissions on p1's table. */
  function brainwashed(eBand: boolean) {
    const built = scene({
      missions: ['Excavation', 'Plunder Site'],
      awayTeam: [{ skills: 'SECURITY' }],
      hand: ['E-Band Emissions', 'Brainwash', 'Federation Outpost', ship({ affiliation: 'Federation' })],
      opponentHand: [{ skills: 'OFFICER', affiliation: 'Romulan' }, { skills: 'ENGINEER', affiliation: 'Romulan' }],
    });
    const [eband, brainwash, base] = built.ids.hand as [string, string, string];
    const [foe, other] = built.ids.opponentHand as [string, string];
    const placed = moved(built.state, [[foe, Z.surface('L1')], [base, Z.space('L1')], ...(eBand ? [[eband, Z.table('p1')] as [string, string]] : [])]);
    const held = evolveAll([{ type: 'PersonnelCaptured', card: foe, from: Z.surface('L1'), to: Z.held('p1', 'L1'), captor: 'p1', source: 'test' }], placed);
    const state = accepted(held, { type: 'PlayCard', actor: 'p1', card: brainwash, target: foe }).state;
    return { state, foe, other, base };
  }

  it('applies: the Brainwashed Romulan (no infiltration icon printed) has a Romulan one, and may join p2\'s Romulans present as an infiltrator', () => {
    const { state, foe, other } = brainwashed(true);
    expect(state.cards[foe]!.owner).toBe('p1');
    expect(bp(state, foe).infiltrationIcons).toEqual(['Romulan']);
    // Moved onto L2's planet beside p2's other Romulan, it may infiltrate that Away Team.
    const down = moved(state, [[other, Z.surface('L2')], [foe, Z.surface('L2')]]);
    expect(legalCommands(down, 'p1')).toContainEqual({ type: 'Infiltrate', actor: 'p1', card: foe, to: Z.surface('L2') });
  });

  it('does not apply without it (no icon), nor to a personnel without a Brainwash on it', () => {
    const { state, foe, other } = brainwashed(false);
    expect(bp(state, foe).infiltrationIcons).toEqual([]);
    const down = moved(state, [[other, Z.surface('L2')], [foe, Z.surface('L2')]]);
    expect(legalCommands(down, 'p1').filter((c) => c.type === 'Infiltrate')).toEqual([]);
    expect(bp(brainwashed(true).state, other).infiltrationIcons).toEqual([]);
  });
});

describe('127_003 Shape-Shift Inhibitor (played on the table; immune to Kevin Uxbridge)', () => {
  const tableWith = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Shape-Shift Inhibitor', 'Kevin Uxbridge', "Fajo's Gallery"] });
    const [inhibitor, kevin, gallery] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[inhibitor, Z.table('p1')], [gallery, Z.table('p1')]]), inhibitor, kevin, gallery };
  };

  it('applies: played on the table, and Kevin Uxbridge may not target it', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Shape-Shift Inhibitor'] });
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! });
    expect(played.state.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    const { state, inhibitor, kevin } = tableWith();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: kevin, target: inhibitor })).toBe('INVALID_TARGET');
  });

  it('does not apply to another event on the table: Kevin Uxbridge nullifies that one', () => {
    const { state, gallery, kevin } = tableWith();
    expect(accepted(state, { type: 'PlayCard', actor: 'p1', card: kevin, target: gallery }).state.cards[gallery]!.zone).toBe(Z.discard('p1'));
  });
});
