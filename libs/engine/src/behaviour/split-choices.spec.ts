/**
 * Issue 15 (helper roa): split choices ("draw cards and/or download Latinum: up to three total"), a kill by an
 * opponent's card (split-choices.ts): Vacuum-Desiccated Remains.
 * 1E rulebook › GETTING HURT › KILLED; DOWNLOADING; OUT-OF-PLAY; THE PLAY PHASE › Alternating Actions.
 */
import { leavePlay } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { evolveAll } from '../evolve';
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { openKilledWindows } from './responses';

describe('117_044 Vacuum-Desiccated Remains: a Ferengi killed by an opponent’s card goes out of play; Latinum downloads and/or draws, up to three for a V.I.P., two otherwise', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'V.I.P. Greed', affiliation: 'Ferengi', ch: ['Ferengi'] }, { skills: 'OFFICER', affiliation: 'Ferengi', ch: ['Ferengi'] }, { skills: 'OFFICER', affiliation: 'Federation' }],
      hand: ['Vacuum-Desiccated Remains', 'Federation Outpost', 'Hail'],
      opponentHand: ['Hail'],
      drawTop: ['Gold-Pressed Latinum', 'Gold-Pressed Latinum', 'Gold-Pressed Latinum'],
    });
    const [card, outpost, ownHail] = built.ids.hand as [string, string, string];
    const state = evolveAll([{ type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
    const explicit = run(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const [vip, officer, human] = built.ids.awayTeam as [string, string, string];
    return { state: explicit, card, outpost, vip, officer, human, theirCard: built.ids.opponentHand[0]!, ownHail, latinum: built.ids.deck.slice(0, 3) };
  };
  /** `victim` killed by `source`; the killed window opens, p2 passes it to p1. */
  const killed = (state: GameState, victim: string, source: string): GameState => {
    const ctx = new Ctx(state);
    leavePlay(ctx, victim, 'killed', source);
    openKilledWindows(ctx);
    return run(ctx.state, [{ type: 'PassResponse', actor: 'p2' }]).state;
  };
  const playOn = (card: string, target: string) => [{ type: 'PlayCard' as const, actor: 'p1' as const, card, target }, { type: 'PassResponse' as const, actor: 'p2' as const }];

  it('applies: the V.I.P. killed by p2’s card goes out of play; p1 downloads two Latinum (to the outpost) and draws one — three in all', () => {
    const { state, card, outpost, vip, theirCard, latinum } = given();
    const window = killed(state, vip, theirCard);
    const played = run(window, playOn(card, vip));
    expect(played.state.cards[vip]!.zone).toBe(Z.out('p1'));
    expect(played.state.pendingChoice).toMatchObject({ player: 'p1', max: 3 });
    const picked = run(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: latinum.slice(0, 2) }]);
    expect(latinum.slice(0, 2).map((iid) => picked.state.cards[iid]!.zone)).toEqual([Z.aboard(outpost), Z.aboard(outpost)]);
    const prefixes = picked.state.pendingChoice!.options;
    expect(prefixes).toHaveLength(1);
    const drawn = run(picked.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [prefixes[0]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 1]]);
  });

  it('applies: a non-V.I.P. Ferengi — up to two in all: no Latinum picked, then up to two drawn', () => {
    const { state, card, officer, theirCard } = given();
    const played = run(killed(state, officer, theirCard), playOn(card, officer));
    expect(played.state.pendingChoice).toMatchObject({ max: 2 });
    const none = run(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(none.state.pendingChoice!.options).toHaveLength(2);
  });

  it('does not apply: a non-Ferengi, or a Ferengi killed by p1’s own card — not a valid target', () => {
    const { state, card, human, vip, ownHail, theirCard } = given();
    expect(refused(killed(state, human, theirCard), { type: 'PlayCard', actor: 'p1', card, target: human })).toBe('INVALID_TARGET');
    expect(refused(killed(state, vip, ownHail), { type: 'PlayCard', actor: 'p1', card, target: vip })).toBe('INVALID_TARGET');
  });
});
