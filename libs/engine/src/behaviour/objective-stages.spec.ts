/**
 * Objectives probed for in stages (issue 15, helper borgobj third pass: behaviour/objective-stages.ts).
 *   1E rulebook › END OF TURN › PROBING (the probe list read in order; one outcome; at the end of your turn).
 * given (a scene on p1's turn: L1 Cloaked Mission — a Romulus System Region homeworld — and L2 in the same region, p1's
 * staffed Scimitar at L1, Activate Thalaron Weapon in p1's hand, a chosen probe card atop p1's draw deck) / when (the
 * objective played, then EndTurn, turn after turn) / then (the stages reached, the personnel killed, the objective gone).
 */
import { evolveAll } from '../evolve';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { accepted, play, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { reachedStage } from './objective-stages';

const REGION = 'Romulus System Region';

/** The scene; `region` false: the missions lie in no region (the Scimitar is then nowhere in the Romulus System). */
function thalaron(probes: readonly string[], options: { region?: boolean } = {}) {
  const built = scene({
    missions: ['Cloaked Mission', 'Excavation', 'Avert Disaster'],
    ...(options.region === false ? {} : { region: REGION }),
    ship: ship({ title: 'Scimitar (Chain of Command)', affiliation: 'Romulan' }),
    crew: [{ skills: 'OFFICER', affiliation: 'Romulan' }],
    hand: ['Activate Thalaron Weapon'],
    drawTop: probes,
    opponentHand: [person({ title: 'Victim One' }), person({ title: 'Victim Two' })],
  });
  const [objective] = built.ids.hand as [string];
  const [one, two] = built.ids.opponentHand as [string, string];
  const state = evolveAll(
    [
      { type: 'CardMoved', card: one, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'test' },
      { type: 'CardMoved', card: two, from: Z.hand('p2'), to: Z.surface('L2'), faceUp: true, reason: 'test' },
    ] as GameEvent[],
    built.state,
  );
  return { state, objective, victims: [one, two] as const, crew: built.ids.crew[0]!, ship: built.ids.ship! };
}

/** p1 ends the turn (the next probe card atop their deck, drawn as the turn's card after the probe); p2's turn passes. */
function probeRound(state: GameState, decline = false): { events: GameEvent[]; state: GameState } {
  const ended = play(state, [{ type: 'EndTurn', actor: 'p1', ...(decline ? { decline: true } : {}) }]);
  const next = play(ended.state, [{ type: 'EndTurn', actor: 'p2' }]);
  return { events: ended.events, state: next.state };
}

const probed = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').filter((event) => event.effect.includes('probes:')).map((event) => event.effect.replace(/^p1 probes: [^→]+→ /, ''));

describe('241_025 Activate Thalaron Weapon (a homeworld; your Scimitar in the Romulus System; probed for in three stages)', () => {
  const playOn = (state: GameState, objective: string) => play(state, [{ type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }]).state;

  it('is played on a homeworld only while the Scimitar is in the Romulus System Region', () => {
    const { state, objective } = thalaron([]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L2' })).not.toBeNull();
    expect(accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state.cards[objective]!.zone).toBe(Z.atop('L1'));
    const elsewhere = thalaron([], { region: false });
    expect(refused(elsewhere.state, { type: 'PlayCard', actor: 'p1', card: elsewhere.objective, target: 'L1' })).toBe('PLAY_CONDITION');
  });

  it('applies: [Rom] extends the emitters, then [Rom] is skipped ([Cmd] of a Romulan primes), then an Interrupt kills everyone in the region not aboard the Scimitar', () => {
    const { state, objective, victims, crew } = thalaron(['Pardek', 'Donatra', 'Kevin Uxbridge']);
    const first = probeRound(playOn(state, objective));
    expect(probed(first.events)).toEqual(['emitters extended']);
    expect(reachedStage(first.state, 'p1', objective, 'emitters extended')).toBe(true);
    // Donatra shows [Rom] and [Cmd]: [Rom] is now ignored, so the outcome is the [Cmd] one.
    const second = probeRound(first.state);
    expect(probed(second.events)).toEqual(['generator primed']);
    expect(reachedStage(second.state, 'p1', objective, 'generator primed')).toBe(true);
    const third = probeRound(second.state);
    expect(probed(third.events)).toEqual(['weapon deployed']);
    expect(ofType(third.events, 'CardLeftPlay').filter((event) => event.how === 'killed').map((event) => event.card).sort()).toEqual([...victims].sort());
    expect(third.state.cards[crew]!.zone).not.toBe(Z.discard('p1'));
    expect(third.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a stage out of order does nothing', () => {
    const { state, objective } = thalaron(['Spock', 'Kevin Uxbridge']);
    const early = probeRound(playOn(state, objective));
    expect(probed(early.events)).toEqual(['generator primed']);
    expect(reachedStage(early.state, 'p1', objective, 'generator primed')).toBe(false);
    const interrupt = probeRound(early.state);
    expect(probed(interrupt.events)).toEqual(['weapon deployed']);
    expect(ofType(interrupt.events, 'CardLeftPlay')).toEqual([]);
    expect(interrupt.state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });

  it('does not apply: declined, or with the Scimitar unstaffed, there is no probe', () => {
    const declined = thalaron(['Pardek']);
    expect(probed(probeRound(playOn(declined.state, declined.objective), true).events)).toEqual([]);
    const { state, objective, crew } = thalaron(['Pardek']);
    const unstaffed = evolveAll([{ type: 'CardMoved', card: crew, from: state.cards[crew]!.zone, to: Z.discard('p1'), faceUp: true, reason: 'test' }] as GameEvent[], playOn(state, objective));
    expect(probed(probeRound(unstaffed).events)).toEqual([]);
  });
});
