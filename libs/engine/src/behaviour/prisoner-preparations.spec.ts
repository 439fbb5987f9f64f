/**
 * Issue 15 (helper obja): 116_051 Prepare the Prisoner — given the objective on p1's table and p2's personnel held
 * captive by p1, when p1 plays Brainwash, p2 plays Rescue Captives, or p1 trades a capturing-related card for a draw,
 * then the brainwashed captive may stay where it was held, the rescue frees only the captives at one location where p2
 * has a team (who join it), and p1 draws a card.
 *   1E rulebook › CAPTURE; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; TURNS: "EACH", "EVERY", AND "FULL"; THE CARDS.
 */
import { evolveAll } from '../evolve';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const playCard = (actor: PlayerId, card: string, target?: string): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}) });
const choose = (actor: PlayerId, chosen: string[]): Command => ({ type: 'MakeChoice', actor, chosen });

function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

/**
 * L1 Excavation, L2 Plunder Site. p1: a SECURITY on L1, Prepare the Prisoner on the table (unless `without`), a Federation
 * Outpost at L1 (unless `noOutpost`); in hand Brainwash and Rescue Captives' copy for p1 (a capturing-related card).
 * p2: `foe` held by p1 at L1 (p2's Away Team `friend` on L1 too), `far` held by p1 at L2 (no team of p2's there);
 * Rescue Captives in hand; a Romulan Outpost at L2.
 */
function prison(opts: { without?: boolean; noOutpost?: boolean } = {}) {
  const built = scene({
    missions: ['Excavation', 'Plunder Site'],
    awayTeam: [{ skills: 'SECURITY' }],
    hand: ['Brainwash', 'Federation Outpost', 'Prepare the Prisoner', 'Rescue Captives'],
    opponentHand: [{ skills: 'OFFICER', affiliation: 'Romulan' }, { skills: 'ENGINEER', affiliation: 'Romulan' }, { skills: 'SCIENCE', affiliation: 'Romulan' }, 'Rescue Captives', 'Romulan Outpost', { skills: 'MEDICAL', affiliation: 'Romulan' }],
  });
  const [brainwash, base, prepare, ownRescue] = built.ids.hand as [string, string, string, string];
  const [foe, far, friend, rescue, theirBase, scout] = built.ids.opponentHand as [string, string, string, string, string, string];
  const moves: [string, string][] = [
    [foe, Z.surface('L1')],
    [far, Z.surface('L2')],
    [friend, Z.surface('L1')],
    [theirBase, Z.space('L2')],
    ...(opts.noOutpost ? [] : [[base, Z.space('L1')] as [string, string]]),
    ...(opts.without ? [] : [[prepare, Z.table('p1')] as [string, string]]),
  ];
  const state = held(held(moved(built.state, moves), foe, 'p1', 'L1'), far, 'p1', 'L2');
  return { state, brainwash, base, prepare, ownRescue, foe, far, friend, rescue, theirBase, scout };
}

const p2Turn = (state: GameState) => evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], state);

describe('116_051 Prepare the Prisoner: captives you Brainwash need not relocate to an outpost', () => {
  it('with an outpost: p1 picks "where held" — the captive stays on the planet under p1’s control; or "outpost" — it reports aboard the outpost', () => {
    const { state, brainwash, base, foe } = prison();
    const asked = accepted(state, playCard('p1', brainwash, foe));
    expect(asked.state.pendingChoice).toMatchObject({ player: 'p1', options: ['outpost', 'where held'] });
    const stays = accepted(asked.state, choose('p1', ['where held'])).state;
    expect(stays.cards[foe]!.zone).toBe(Z.surface('L1'));
    expect(stays.control?.[foe]?.owner).toBe('p2');
    expect(accepted(asked.state, choose('p1', ['outpost'])).state.cards[foe]!.zone).toBe(Z.aboard(base));
  });

  it('without an outpost of p1’s: the captive stays where it was held, under p1’s control', () => {
    const { state, brainwash, foe } = prison({ noOutpost: true });
    const after = accepted(state, playCard('p1', brainwash, foe)).state;
    expect(after.cards[foe]!.zone).toBe(Z.surface('L1'));
    expect(after.cards[foe]!.owner).toBe('p1');
  });

  it('does not apply without the objective: Brainwash sends the captive to the outpost, no choice', () => {
    const { state, brainwash, base, foe } = prison({ without: true });
    const after = accepted(state, playCard('p1', brainwash, foe));
    expect(after.state.pendingChoice ?? null).toBeNull();
    expect(after.state.cards[foe]!.zone).toBe(Z.aboard(base));
  });
});

describe("116_051 Prepare the Prisoner: the opponent's Rescue Captives frees captives at one location where they have a crew or Away Team", () => {
  it('p2 has an Away Team only at L1: the captive there joins it; the one held at L2 stays held', () => {
    const { state, foe, far, rescue } = prison();
    const after = accepted(p2Turn(state), playCard('p2', rescue)).state;
    expect(after.cards[foe]!.zone).toBe(Z.surface('L1'));
    expect(after.cards[far]!.zone).toBe(Z.held('p1', 'L2'));
  });

  it('with Away Teams at both locations p2 picks one (L2): only the captive there is rescued, to that team', () => {
    const { state, foe, far, scout, rescue } = prison();
    const both = moved(p2Turn(state), [[scout, Z.surface('L2')]]);
    const asked = accepted(both, playCard('p2', rescue));
    expect(asked.state.pendingChoice).toMatchObject({ player: 'p2', options: ['L1', 'L2'] });
    const after = accepted(asked.state, choose('p2', ['L2'])).state;
    expect(after.cards[far]!.zone).toBe(Z.surface('L2'));
    expect(after.cards[foe]!.zone).toBe(Z.held('p1', 'L1'));
  });

  it('does not apply without the objective: every captive of p2 goes back to p2’s outpost', () => {
    const { state, foe, far, rescue, theirBase } = prison({ without: true });
    const after = accepted(p2Turn(state), playCard('p2', rescue)).state;
    expect(after.cards[foe]!.zone).toBe(Z.aboard(theirBase));
    expect(after.cards[far]!.zone).toBe(Z.aboard(theirBase));
  });
});

describe('116_051 Prepare the Prisoner: once each turn, a capturing-related card from hand for a card drawn', () => {
  const use = (prepare: string, ability: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: prepare, ability });

  it('Brainwash (capturing-related) goes beneath the draw deck and p1 draws one; the other way is spent too this turn', () => {
    const { state, prepare, brainwash, ownRescue } = prison();
    const onlyBrainwash = moved(state, [[ownRescue, Z.discard('p1')]]);
    const { events, state: after } = accepted(onlyBrainwash, use(prepare, 'beneath-draw-deck'));
    const deck = after.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(brainwash);
    expect(ofType(events, 'CardsDrawn')[0]!.cards).toHaveLength(1);
    expect(refused(moved(after, [[ownRescue, Z.hand('p1')]]), use(prepare, 'on-discard-pile'))).not.toBeNull();
  });

  it('the discard-pile way: the card picked goes to the discard pile, one card drawn', () => {
    const { state, prepare, brainwash, ownRescue } = prison();
    const asked = accepted(state, use(prepare, 'on-discard-pile'));
    const after = accepted(asked.state, choose('p1', [brainwash]));
    expect(after.state.cards[brainwash]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[ownRescue]!.zone).toBe(Z.hand('p1'));
    expect(ofType(after.events, 'CardsDrawn')[0]!.cards).toHaveLength(1);
  });

  it('does not apply: with no capturing-related card in hand it may not be used', () => {
    const { state, prepare, brainwash, ownRescue } = prison();
    const none = moved(state, [[brainwash, Z.discard('p1')], [ownRescue, Z.discard('p1')]]);
    expect(refused(none, use(prepare, 'beneath-draw-deck'))).not.toBeNull();
  });
});
