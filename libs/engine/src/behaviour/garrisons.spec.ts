/**
 * A garrison lying on a mission (issue 15, incobj; behaviour/garrisons.ts): Post Garrison — the
 * opponent may battle its owner's cards there regardless of affiliation attack restrictions; it is
 * nullified with too few Jem'Hadar or SECURITY personnel on the planet, or too few staffed ships at a
 * space mission. (Its ban on attempts and scouting: behaviour/scouting.spec.ts.)
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions; PLAYING A CARD.
 * given (a scene at L1 with the objective on the mission, or in p2's hand on p2's turn) / when
 * (InitiatePersonnelBattle, PlayCard) / then (the refusal's code, or where the objective lies).
 */
import { evolveAll } from '../evolve';
import { person, scene, ship } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { accepted, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

function moved(state: GameState, card: string, to: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' } as GameEvent], state);
}
const jemHadar = (label: string): Placed => ({ label, owner: 'p2', at: 'surface', card: { affiliation: 'Dominion', skills: 'MEDICAL', ch: ["Jem'Hadar"] } });
const vorta = (label: string, skills = 'Diplomacy'): Placed => ({ label, owner: 'p2', at: 'surface', card: { affiliation: 'Dominion', skills, ch: ['Vorta'] } });
const garrison: Placed = { label: 'garrison', owner: 'p2', at: 'hand', card: 'Post Garrison' };

describe('115_062 Post Garrison (the opponent may battle your cards there regardless of affiliation attack restrictions)', () => {
  const fedLeader: Placed = { label: 'fed', owner: 'p1', at: 'surface', card: { affiliation: 'Federation', skills: 'OFFICER Leadership' } };
  const attack = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') } as const;

  it('applies: with the garrison on the planet, a Federation Away Team may attack the Dominion there', () => {
    const built = battleScene([fedLeader, jemHadar('j1'), jemHadar('j2'), jemHadar('j3'), garrison]);
    const state = moved(built.state, built.id('garrison'), Z.atop('L1'));
    expect(refused(state, attack)).toBeNull();
  });
  it('does not apply: without it the Federation may attack only Borg', () => {
    const built = battleScene([fedLeader, jemHadar('j1'), jemHadar('j2'), jemHadar('j3'), garrison]);
    expect(refused(built.state, attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('115_062 Post Garrison (nullified with fewer than three Jem\'Hadar or SECURITY on the planet, or two staffed ships in space)', () => {
  const playOnPlanet = (placed: readonly Placed[]) => {
    const built = battleScene([...placed, garrison], { player: 'p2', number: 2 });
    const { state } = accepted(built.state, { type: 'PlayCard', actor: 'p2', card: built.id('garrison'), target: 'L1' });
    return state.cards[built.id('garrison')]!.zone;
  };

  it("on a planet: three Jem'Hadar (or two and a SECURITY personnel) keep it on the mission", () => {
    expect(playOnPlanet([jemHadar('j1'), jemHadar('j2'), jemHadar('j3')])).toBe(Z.atop('L1'));
    expect(playOnPlanet([jemHadar('j1'), jemHadar('j2'), vorta('v', 'SECURITY')])).toBe(Z.atop('L1'));
  });
  it("on a planet: two Jem'Hadar and a Vorta without SECURITY are too few — it is nullified as it is played", () => {
    expect(playOnPlanet([jemHadar('j1'), jemHadar('j2'), vorta('v')])).toBe(Z.discard('p2'));
  });

  it('at a space mission: two staffed ships keep it; with one of them unstaffed it is nullified', () => {
    const staffedShips = (crewed: number) => {
      const built = scene({ missions: ['Explore Black Cluster'], opponentHand: ['Post Garrison', ship({ affiliation: 'Dominion' }), ship({ affiliation: 'Dominion' }), person({ affiliation: 'Dominion' }), person({ affiliation: 'Dominion' })] });
      const [card, s1, s2, c1, c2] = built.ids.opponentHand as [string, string, string, string, string];
      let state = moved(moved(built.state, s1, Z.space('L1')), s2, Z.space('L1'));
      state = moved(state, c1, Z.aboard(s1));
      if (crewed === 2) state = moved(state, c2, Z.aboard(s2));
      state = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], state);
      return accepted(state, { type: 'PlayCard', actor: 'p2', card, target: 'L1' }).state.cards[card]!.zone;
    };
    expect(staffedShips(2)).toBe(Z.atop('L1'));
    expect(staffedShips(1)).toBe(Z.discard('p2'));
  });
});
