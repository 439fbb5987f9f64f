/**
 * Start-of-turn triggers (behaviour/turn-starts.ts; 1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY ›
 * Exception: "Start of turn" actions; MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL"):
 * given (a card in play with `atTurnStart`) / when (turns end and the next begins) / then (what it did, on the record).
 */
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { siteScene } from '../testing/site-scene';
import { Z } from '../zones';
import { endTurn as end, playCard } from '../testing/commands';


/** The state with `card` captured by `captor` and held at `place` (a set-up fact). */
function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('167_027 Labor Camp (atTurnStart: each of your turns, 5 points while your Cardassian or Ferengi personnel on the planet, or aboard the Ore Processing Unit, escorts a captive; free with Forced-Labor Camp there)', () => {
  function camp(opts: { affiliation?: string; captive?: boolean; mission?: string } = {}) {
    const built = scene({ missions: [opts.mission ?? 'Excavation'], awayTeam: [{ affiliation: opts.affiliation ?? 'Cardassian', skills: 'SECURITY' }], hand: ['Labor Camp'], opponentHand: [{ skills: 'OFFICER' }] });
    const card = built.ids.hand[0]!;
    const foe = built.ids.opponentHand[0]!;
    let state = moved(built.state, [[foe, Z.surface('L1')]]);
    if (opts.captive !== false) state = held(state, foe, 'p1', 'L1');
    return { state, card };
  }
  const scoredBy = (events: readonly { type: string }[], card: string) =>
    ofType(events as never, 'PointsScored').filter((e) => e.source === card).map((e) => [e.player, e.points, e.bonus]);

  it('on your planet mission: nothing as the opponent’s turn begins, 5 bonus points as yours begins while your Cardassian on the planet escorts a captive', () => {
    const { state, card } = camp();
    const played = accepted(state, playCard(card, 'L1')).state;
    expect(played.cards[card]!.zone).toBe(Z.atop('L1'));
    const theirs = run(played, [end('p1')]);
    expect(scoredBy(theirs.events, card)).toEqual([]);
    const yours = run(theirs.state, [end('p2')]);
    expect(scoredBy(yours.events, card)).toEqual([['p1', 5, true]]);
  });
  it('a Ferengi escort counts too', () => {
    const { state, card } = camp({ affiliation: 'Ferengi' });
    const played = accepted(state, playCard(card, 'L1')).state;
    expect(scoredBy(run(played, [end('p1'), end('p2')]).events, card)).toEqual([['p1', 5, true]]);
  });
  it('no points with a Romulan escort, or with no captive held', () => {
    const romulan = camp({ affiliation: 'Romulan' });
    const withRomulan = accepted(romulan.state, playCard(romulan.card, 'L1')).state;
    expect(scoredBy(run(withRomulan, [end('p1'), end('p2')]).events, romulan.card)).toEqual([]);
    const free = camp({ captive: false });
    const withoutCaptive = accepted(free.state, playCard(free.card, 'L1')).state;
    expect(scoredBy(run(withoutCaptive, [end('p1'), end('p2')]).events, free.card)).toEqual([]);
  });
  it('not playable on a space mission', () => {
    const { state, card } = camp({ mission: 'Investigate Alien Probe' });
    expect(refused(state, playCard(card, 'L1'))).toBe('INVALID_TARGET');
  });
  // Issue 15 (helper domir): for free where Forced-Labor Camp lies (free-plays.ts › with-title-at-target).
  const normalPlay = (events: readonly GameEvent[], card: string) => ofType(events as never, 'CardPlayed').filter((e) => e.card === card).map((e) => e.normalCardPlay);
  it('for free when Forced-Labor Camp lies on that mission: the normal card play is not used', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Cardassian', skills: 'SECURITY' }], hand: ['Labor Camp', 'Forced-Labor Camp'] });
    const [card, forced] = built.ids.hand as [string, string];
    const state = moved(built.state, [[forced, Z.atop('L1')]]);
    expect(normalPlay(accepted(state, playCard(card, 'L1')).events, card)).toEqual([false]);
  });
  it('not free without Forced-Labor Camp there (it lies elsewhere, in hand): the normal card play is used', () => {
    const { state, card } = camp();
    expect(normalPlay(accepted(state, playCard(card, 'L1')).events, card)).toEqual([true]);
  });
  describe('the other way: on an Ore Processing Unit (a site of your Nor), escorts aboard it count', () => {
    const NOR = '112_082';
    const ORE_UNIT = '112_273';
    const OPS = '112_272';
    const unit = (escort: string) => {
      const built = siteScene(
        [
          { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
          { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
          { label: 'opu', owner: 'p1', at: { row: 'nor' }, card: ORE_UNIT },
          { label: 'escort', owner: 'p1', at: { at: 'opu' }, card: { affiliation: escort, skills: 'SECURITY' } },
          { label: 'foe', owner: 'p2', at: { at: 'opu' }, card: { affiliation: 'Bajoran', skills: 'OFFICER' } },
          { label: 'camp', owner: 'p1', at: 'hand', card: 'Labor Camp' },
        ],
        'play',
        () => [],
        ['Excavation', 'Characterize Neutrino Emissions'],
      );
      return { state: held(built.state, built.id('foe'), 'p1', built.id('opu')), id: built.id };
    };
    it('applies: played on the unit it lies there; your Cardassian aboard escorting the captive scores 5 as your turn begins', () => {
      const { state, id } = unit('Cardassian');
      const played = accepted(state, { ...playCard(id('camp'), id('opu')), mode: 1 } as Command).state;
      expect(played.cards[id('camp')]!.zone).toBe(Z.on(id('opu')));
      expect(scoredBy(run(played, [end('p1'), end('p2')]).events, id('camp'))).toEqual([['p1', 5, true]]);
    });
    it('does not apply: a Romulan escort aboard the unit scores nothing; the first way refuses the unit as a target', () => {
      const { state, id } = unit('Romulan');
      const played = accepted(state, { ...playCard(id('camp'), id('opu')), mode: 1 } as Command).state;
      expect(scoredBy(run(played, [end('p1'), end('p2')]).events, id('camp'))).toEqual([]);
      expect(refused(state, { ...playCard(id('camp'), id('opu')), mode: 0 } as Command)).not.toBeNull();
    });
  });
});
