/**
 * Borg-Only Objectives, the parts behaviour/borg-objective-extras.ts adds (issue 15, helper borgobj): a target
 * chosen as the objective seeds (Establish Gateway), the "may download one Objective card" after completion
 * (Assimilate Planet, Establish Gateway), and Optimize Drones discarded when your objective targeting its
 * mission is completed.
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING; THE SEED PHASES › Clarification: Seed
 *   Phase Actions; DOWNLOADING.
 * given (a scene on p1's turn, or the starter decks' facility phase) / when (PlayCard, AttemptMission with
 * `scout`, EndTurn, SeedOnTable, MakeChoice) / then (the exact facts).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type SceneSpec } from '../testing/attempt-scene';
import { accepted, cardByTitle, create, deckFromText, moved, play, starterTexts } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const borg = (skills: string): Card => person({ affiliation: 'Borg', skills });
const endTurn = (state: GameState, actor: 'p1' | 'p2' = 'p1') => accepted(state, { type: 'EndTurn', actor });
const effects = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').map((event) => event.effect);

function atop(state: GameState, card: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
}

/** Establish Gateway played on L1, scouted by the cube's crew, then a round of turns: the probe comes at the end of p1's next turn. */
function gatewayReady(hand: SceneSpec['hand'], before?: (state: GameState, ids: ReturnType<typeof scene>['ids']) => GameState) {
  const built = scene({ missions: ['Explore Dyson Sphere', 'Explore Black Cluster'], ship: { ...realCard('Borg Cube'), id: 't_cube' }, crew: [borg('ENGINEER')], hand: ['Establish Gateway', { ...realCard('Borg Cube'), id: 't_probe' }, ...(hand ?? [])] });
  const [objective, probe] = built.ids.hand as [string, string];
  const start = before ? before(built.state, built.ids) : built.state;
  const state = accepted(start, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
  const scouted = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective }).state;
  const next = endTurn(endTurn(scouted).state, 'p2').state;
  return { built, objective, ready: atop(next, probe) };
}

describe('109_070 Establish Gateway / 109_066 Assimilate Planet: on completion, the player may download one Objective card', () => {
  it('does not apply: Assimilate Planet in hand may target no mission here (two space missions): nothing is offered, it stays in hand', () => {
    const { built, objective, ready } = gatewayReady(['Assimilate Planet']);
    const planet = built.ids.hand[2]!;
    // Assimilate Planet targets a non-homeworld planet of 35+ points: neither space mission.
    const done = endTurn(ready);
    expect(done.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(effects(done.events)).toContain('no Objective card to download');
    expect(done.state.cards[planet]!.zone).toBe(Z.hand('p1'));
  });
  it('applies: another Establish Gateway in hand is offered for the other space mission; chosen, it is downloaded with that target; declining leaves it in hand', () => {
    const { built, objective, ready } = gatewayReady(['Establish Gateway']);
    const second = built.ids.hand[2]!;
    const done = endTurn(ready);
    expect(done.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    const awaited = ofType(done.events, 'ChoiceAwaited');
    // Waited for at the end of the turn, and again as the next turn began (choices.ts › awaitPendingChoice).
    expect(awaited[0]).toEqual(expect.objectContaining({ player: 'p1', source: objective, options: [`${second}>L2`], min: 0, max: 1 }));
    expect(done.state.pendingChoice).toEqual(expect.objectContaining({ source: objective, options: [`${second}>L2`] }));
    expect(legalCommands(done.state, 'p1')).toEqual(expect.arrayContaining([{ type: 'MakeChoice', actor: 'p1', chosen: [`${second}>L2`] }, { type: 'MakeChoice', actor: 'p1', chosen: [] }]));
    const chosen = accepted(done.state, { type: 'MakeChoice', actor: 'p1', chosen: [`${second}>L2`] });
    expect(ofType(chosen.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: second, to: Z.table('p1'), source: objective })]);
    expect(ofType(chosen.events, 'ObjectiveTargeted')).toEqual([expect.objectContaining({ card: second, target: 'L2' })]);
    const declined = accepted(done.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
    expect(declined.state.cards[second]!.zone).toBe(Z.hand('p1'));
  });
});

describe('153_008 Optimize Drones: discarded when your objective targeting its mission is completed', () => {
  it('applies to yours on the completed mission; not to yours on another mission, nor to the opponent’s copy there', () => {
    const { built, objective, ready } = gatewayReady(['Optimize Drones', 'Optimize Drones'], (state) => state);
    const [here, elsewhere] = [built.ids.hand[2]!, built.ids.hand[3]!];
    // p1's copies atop L1 and L2; a copy of p2's atop L1 (an opponent's card: test-made by moving p1's blueprint would mis-own it, so use p2's own hand).
    const placed = moved(ready, [[here, Z.atop('L1')], [elsewhere, Z.atop('L2')]]);
    const done = endTurn(placed);
    expect(done.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(done.state.cards[here]!.zone).toBe(Z.discard('p1'));
    expect(done.state.cards[elsewhere]!.zone).toBe(Z.atop('L2'));
  });
  it('does not apply: the opponent’s Optimize Drones on the completed mission stays', () => {
    const built = scene({ missions: ['Explore Dyson Sphere', 'Explore Black Cluster'], ship: { ...realCard('Borg Cube'), id: 't_cube' }, crew: [borg('ENGINEER')], hand: ['Establish Gateway', { ...realCard('Borg Cube'), id: 't_probe' }], opponentHand: ['Optimize Drones'] });
    const [objective, probe] = built.ids.hand as [string, string];
    const theirs = built.ids.opponentHand[0]!;
    const state = accepted(moved(built.state, [[theirs, Z.atop('L1')]]), { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const scouted = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective }).state;
    const done = endTurn(atop(endTurn(endTurn(scouted).state, 'p2').state, probe));
    expect(done.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(done.state.cards[theirs]!.zone).toBe(Z.atop('L1'));
  });
});

describe('109_070 Establish Gateway: seeded in the facility phase, its target is chosen at once', () => {
  function toFacility(): GameState {
    const texts = starterTexts();
    // A deck with a Borg-Use-Only card stocks no non-Borg personnel, ships or facilities: the starter list without them.
    const lines = texts.federation.split('\n').filter((line) => {
      const title = /^\d+x (.+)$/.exec(line)?.[1];
      return !title || !['Personnel', 'Ship', 'Facility'].includes(realCard(title).type);
    });
    const fed = deckFromText('Borg', lines.join('\n').replace('Seed Deck\n', 'Seed Deck\n1x Establish Gateway\n').replace('Draw Deck\n', 'Draw Deck\n30x Borg Cube\n'), [realCard('Establish Gateway'), realCard('Borg Cube')]);
    let { state } = create([fed, deckFromText('Klingon', texts.klingon)]);
    for (let guard = 0; guard < 300 && state.phase !== 'facility'; guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      state = play(state, [pick]).state;
    }
    return state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: state.awaiting[0]!.player }]).state;
  }
  it('applies: seeded, the player picks one of the space missions (each an option); the pick is recorded as its target and the facility phase goes on', () => {
    const state = toFacility();
    const gateway = cardByTitle(state, 'p1', 'Establish Gateway', 'seed:');
    const seeded = accepted(state, { type: 'SeedOnTable', actor: 'p1', card: gateway });
    const spaces = Object.values(seeded.state.locations).filter((location) => location.missions.some((mission) => seeded.state.blueprints[seeded.state.cards[mission]!.blueprint]!.mission?.kind === 'space')).map((location) => location.id);
    expect(spaces.length).toBeGreaterThan(1);
    const awaited = ofType(seeded.events, 'ChoiceAwaited');
    // Waited for as it seeds, and again once the facility phase turned to p2 (choices.ts › awaitPendingChoice).
    expect(awaited[0]).toEqual(expect.objectContaining({ player: 'p1', source: gateway, min: 1, max: 1 }));
    expect(seeded.state.awaiting).toEqual([{ player: 'p1', kind: 'make-choice' }]);
    expect([...awaited[0]!.options].sort()).toEqual([...spaces].sort());
    const chosen = accepted(seeded.state, { type: 'MakeChoice', actor: 'p1', chosen: [spaces[0]!] });
    expect(ofType(chosen.events, 'ObjectiveTargeted')).toEqual([expect.objectContaining({ player: 'p1', card: gateway, target: spaces[0] })]);
    expect(chosen.state.objectives?.[gateway]).toEqual({ target: spaces[0] });
    expect(chosen.state.awaiting.map((entry) => entry.kind)).toEqual(['seed-facility']);
  });
  it('does not apply when played: the target comes with the play (no pick)', () => {
    const built = scene({ missions: ['Explore Dyson Sphere', 'Explore Black Cluster'], hand: ['Establish Gateway'] });
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L2' } as Command);
    expect(ofType(played.events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(played.events, 'ObjectiveTargeted')).toEqual([expect.objectContaining({ target: 'L2' })]);
  });
});
