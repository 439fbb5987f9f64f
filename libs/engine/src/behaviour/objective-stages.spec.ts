/**
 * Objectives probed for in stages (issue 15, helper borgobj third pass: behaviour/objective-stages.ts).
 *   1E rulebook › END OF TURN › PROBING (the probe list read in order; one outcome; at the end of your turn).
 * given (a scene on p1's turn: L1 Cloaked Mission — a Romulus System Region homeworld — and L2 in the same region, p1's
 * staffed Scimitar at L1, Activate Thalaron Weapon in p1's hand, a chosen probe card atop p1's draw deck) / when (the
 * objective played, then EndTurn, turn after turn) / then (the stages reached, the personnel killed, the objective gone).
 */
import { evolveAll } from '../evolve';
import type { Card } from '@captains-log/cards';
import { ofType, person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
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

describe('109_074 Visit Cochrane Memorial (on Earth; your unopposed [Ent-E] or human ENGINEER present may probe, once per persona)', () => {
  const entE = (title: string): Card => {
    const base = person({ skills: 'OFFICER', title });
    return { ...base, icons: [...base.icons, { code: 'Ent-E', name: 'Enterprise-E', category: 'staffing' } as never] };
  };
  /** L1 Espionage Mission (Earth): p1's Away Team there, the Memorial played on it, `probes` atop p1's deck. */
  function memorial(probes: readonly string[], team: readonly (Card | PersonSpec)[] = [entE('Test Ent-E One')]) {
    const built = scene({ missions: ['Espionage Mission', 'Excavation'], awayTeam: team, hand: ['Visit Cochrane Memorial', { skills: 'SCIENCE', title: 'Newcomer' }, 'Red Alert!'], drawTop: probes });
    const [objective, newcomer, alert] = built.ids.hand as [string, string, string];
    const state = play(built.state, [{ type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }]).state;
    return { state, built, objective, newcomer, alert };
  }

  it('is played on Earth only', () => {
    const built = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Visit Cochrane Memorial'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L2' })).not.toBeNull();
    expect(memorial([]).state.cards[memorial([]).objective]!.zone).toBe(Z.atop('L1'));
  });

  it('applies ([Fed]): one more card drawn; a human ENGINEER probes too', () => {
    const { state } = memorial(['Data', 'Red Alert!']);
    const ended = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(probed(ended.events)).toEqual(['oooh']);
    expect(ofType(ended.events, 'CardsDrawn').map((event) => event.reason)).toEqual(['card-effect', 'end-of-turn']);
    const engineer = memorial(['Data'], [{ skills: 'ENGINEER', ch: ['Human'], title: 'Test Engineer' }]);
    expect(probed(play(engineer.state, [{ type: 'EndTurn', actor: 'p1' }]).events)).toEqual(['oooh']);
  });

  it('applies (Interrupt): a personnel from hand is played to the planet', () => {
    const { state, newcomer } = memorial(['Kevin Uxbridge']);
    const ended = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(probed(ended.events)).toEqual(['aaaaah']);
    const chosen = play(ended.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [newcomer] }]).state;
    expect(chosen.cards[newcomer]!.zone).toBe(Z.surface('L1'));
  });

  it('applies (Equipment; [Non]): the probe card may be downloaded when it has a place; a Non-Aligned card discards one card from hand', () => {
    expect(probed(play(memorial(['Tricorder']).state, [{ type: 'EndTurn', actor: 'p1' }]).events)).toEqual(['wow']);
    const { state, alert, newcomer } = memorial(['Amarie']);
    const ended = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(probed(ended.events)).toEqual(['bigger']);
    const discarded = play(ended.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [alert] }]).state;
    expect(discarded.cards[alert]!.zone).toBe(Z.discard('p1'));
    expect(discarded.cards[newcomer]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: the same persona a second time, an opposed team, or no [Ent-E] / human ENGINEER', () => {
    const { state } = memorial(['Data', 'Red Alert!', 'Data']);
    const first = play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    expect(probed(first.events)).toEqual(['oooh']);
    const second = play(first.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(probed(second.events)).toEqual([]);
    const withEnemy = scene({ missions: ['Espionage Mission'], awayTeam: [entE('Test Ent-E One')], hand: ['Visit Cochrane Memorial'], opponentHand: [{ skills: 'SECURITY' }], drawTop: ['Data'] });
    const foe = withEnemy.ids.opponentHand[0]!;
    const set = evolveAll([{ type: 'CardMoved', card: foe, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'test' }] as GameEvent[], withEnemy.state);
    const playedThere = play(set, [{ type: 'PlayCard', actor: 'p1', card: withEnemy.ids.hand[0]!, target: 'L1' }, { type: 'EndTurn', actor: 'p1' }]);
    expect(probed(playedThere.events)).toEqual([]);
    const plain = memorial(['Data'], [{ skills: 'ENGINEER', ch: ['Vulcan'], title: 'Test Vulcan' }]);
    expect(probed(play(plain.state, [{ type: 'EndTurn', actor: 'p1' }]).events)).toEqual([]);
  });
});
