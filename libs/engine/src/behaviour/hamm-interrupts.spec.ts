/**
 * Issue 15 (helper hamm): interrupts of the Holodeck Adventures, Mirror Mirror and Nemesis lists.
 * 122_040 Vulcan "Death Grip" — `saves-from-death` … `anyCaptureSelection` (death-savers.ts): a dilemma's
 * capture by a measure (not at random) is saved too; a personnel mortally wounded in battle is saved as it dies.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; STASIS; BATTLE › PERSONNEL BATTLE (mortally wounded).
 * given (p1's Away Team on Excavation meeting Alice — the member with the most Navigation is captured — or a
 * personnel battle on L1's planet) / when (AttemptMission, InitiatePersonnelBattle) / then (the facts and zones).
 */
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType, runAttempt, scene, type PersonSpec } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

describe('122_040 Vulcan "Death Grip" (your other Vulcan present saves your non-android just mortally wounded or selected to be killed or captured: stasis until the end of turn instead)', () => {
  const vulcan: PersonSpec = { skills: 'SCIENCE', s: 6, ch: ['Vulcan'], affiliation: 'Federation' };
  const pilot: PersonSpec = { skills: 'OFFICER Navigation x2', s: 5, affiliation: 'Federation' };
  function meetAlice(team: readonly PersonSpec[], withCard = true) {
    const built = scene({ missions: ['Excavation'], seeds: ['Alice'], awayTeam: team, hand: withCard ? ['Vulcan "Death Grip"'] : [] });
    const after = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    return { ...after, team: built.ids.awayTeam, grip: built.ids.hand[0] };
  }

  it('applies: Alice selects the pilot (most Navigation, no random selection) to be captured; with a Vulcan present the card is played and the pilot is in stasis, not captured', () => {
    const met = meetAlice([pilot, vulcan]);
    const victim = met.team[0]!;
    expect(ofType(met.events, 'RandomCardsSelected')).toEqual([]);
    expect(ofType(met.events, 'CardPlayed').map((e) => e.card)).toEqual([met.grip]);
    expect(ofType(met.events, 'PlacedInStasis')).toEqual([expect.objectContaining({ card: victim, source: 'Vulcan "Death Grip"' })]);
    expect(met.state.cards[victim]!.zone).toBe(Z.surface('L1'));
  });

  it('does not apply: no other Vulcan present — the pilot is captured (held by p2) and the card stays in hand; nor without the card', () => {
    const alone = meetAlice([pilot, { skills: 'SCIENCE', s: 6 }]);
    expect(alone.state.cards[alone.team[0]!]!.zone).toBe(Z.held('p2', 'L1'));
    expect(alone.state.cards[alone.grip!]!.zone).toBe(Z.hand('p1'));
    const none = meetAlice([pilot, vulcan], false);
    expect(none.state.cards[none.team[0]!]!.zone).toBe(Z.held('p2', 'L1'));
  });

  /** p2 attacks p1 on L1's planet: two Klingons (STRENGTH 12 each) against p1's human (STRENGTH 2) and, with `withVulcan`, p1's Vulcan (STRENGTH 20: not mortally wounded whoever it faces). */
  function battle(withVulcan: boolean) {
    const cast: Placed[] = [
      { label: 'h', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 2, affiliation: 'Federation' } },
      { label: 'k1', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', s: 12, affiliation: 'Klingon' } },
      { label: 'k2', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 12, affiliation: 'Klingon' } },
      { label: 'grip', owner: 'p1', at: 'hand', card: '122_040' },
      ...(withVulcan ? [{ label: 'v', owner: 'p1', at: 'surface', card: { skills: 'SCIENCE', s: 20, ch: ['Vulcan'], affiliation: 'Federation' } } as Placed] : []),
    ];
    const built = battleScene(cast, { player: 'p2', number: 1 });
    const { events, state } = run(built.state, [{ type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') }]);
    return { events, state, id: built.id };
  }
  const wounded = (events: readonly GameEvent[]) => ofType(events, 'CombatResolved').filter((e) => e.outcome === 'mortally-wounded').map((e) => e.loser);

  it('applies in battle: the human mortally wounded is placed in stasis (not killed) as the battle resolves', () => {
    const { events, state, id } = battle(true);
    expect(wounded(events)).toEqual([id('h')]);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).not.toContain(id('h'));
    expect(state.cards[id('h')]!.stasis?.source).toBe('Vulcan "Death Grip"');
  });
  it('does not apply in battle without another Vulcan: the mortally wounded human dies', () => {
    const { events, id } = battle(false);
    expect(wounded(events)).toEqual([id('h')]);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toContain(id('h'));
  });
});
