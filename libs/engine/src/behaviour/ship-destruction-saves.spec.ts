/**
 * Issue 15 (helper shipsaves): a ship that "would be destroyed" — saved by an interrupt that nullifies the dilemma or the
 * damage marker (The Needs of the Many ...), its crew evacuated by a table card (Emergency Evacuation), or replaced by a
 * download (Federation Flagship: Recovered). Given (a battle or an attempt) / when (the command) / then (the exact facts
 * and the state), where each card applies and where it does not (ship-destruction-saves.ts).
 *   1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE; ATTEMPT A MISSION › NULLIFIERS; DOWNLOADING; COPIES AND
 *   "DIFFERENT"; BATTLE › Reminder: Actions and Valid Responses.
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, play as run } from '../testing/scenario';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';

const NEEDS = 'The Needs of the Many ...';

/** p1's warship (WEAPONS 8) attacks p2's ship `t` (SHIELDS 6: a hit, one marker); `t` already carries `damage` markers. */
function attackOn(cards: readonly Placed[], damage: number, table: readonly string[] = []) {
  const built = battleScene([
    { label: 'a', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon', weapons: 8 }) },
    {
      label: 'a-crew',
      owner: 'p1',
      at: { aboard: 'a' },
      card: { affiliation: 'Klingon', skills: 'OFFICER' },
    },
    ...cards,
  ]);
  let state: GameState = moved(
    built.state,
    table.map((label) => [built.id(label), Z.table('p2')]),
  );
  if (damage > 0)
    state = evolveAll(
      [{ type: 'ShipDamaged', ship: built.id('t'), damage, source: 'scene' }],
      state,
    );
  return {
    built,
    state,
    attack: {
      type: 'InitiateShipBattle' as const,
      actor: 'p1' as const,
      ships: [built.id('a')],
      target: built.id('t'),
    },
  };
}

const target = (
  card: Card = warship({ affiliation: 'Federation', weapons: 0, shields: 6 }),
): Placed => ({ label: 't', owner: 'p2', at: 'space', card });
const crewman = (label: string, skills = 'OFFICER'): Placed => ({
  label,
  owner: 'p2',
  at: { aboard: 't' },
  card: { affiliation: 'Federation', skills },
});

describe('126_026 The Needs of the Many ... (interrupt: nullifies a dilemma or damage marker that would destroy your ship; the opponent picks a crew member to discard)', () => {
  it('applies: the hit on p2’s damaged ship would destroy it — the engine plays the interrupt, no marker is placed, and p1 picks which of the two crew is discarded', () => {
    const { built, state, attack } = attackOn(
      [
        target(),
        crewman('c1'),
        crewman('c2', 'SECURITY'),
        { label: 'needs', owner: 'p2', at: 'hand', card: NEEDS },
      ],
      1,
    );
    const { events, state: after } = run(state, [attack]);
    expect(ofType(events, 'ShipsFired')[0]).toMatchObject({ result: 'hit' });
    expect(ofType(events, 'CardPlayed').map((e) => [e.card, e.to, e.normalCardPlay])).toEqual([
      [built.id('needs'), Z.discard('p2'), false],
    ]);
    expect(ofType(events, 'ShipDamaged')).toEqual([]);
    expect(after.cards[built.id('t')]!).toMatchObject({ zone: Z.space('L1'), damage: 1 });
    // The pick waits until the battle is over (the wait is stated again after the battle's own facts: choices.ts › awaitPendingChoice).
    expect(after.pendingChoice).toMatchObject({
      player: 'p1',
      owner: 'p2',
      source: built.id('needs'),
      options: [built.id('c1'), built.id('c2')],
      min: 1,
      max: 1,
    });
    expect(after.awaiting).toEqual([{ player: 'p1', kind: 'make-choice' }]);
    const picked = accepted(after, { type: 'MakeChoice', actor: 'p1', chosen: [built.id('c2')] });
    expect(ofType(picked.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.id('c2'), 'discarded'],
    ]);
    expect(cardsIn(picked.state, Z.aboard(built.id('t')))).toEqual([built.id('c1')]);
  });

  it('does not apply: a hit that does not destroy (an undamaged ship) places its marker and the card stays in hand; without the card the damaged ship is destroyed', () => {
    const light = attackOn(
      [target(), crewman('c1'), { label: 'needs', owner: 'p2', at: 'hand', card: NEEDS }],
      0,
    );
    const hit = run(light.state, [light.attack]);
    expect(ofType(hit.events, 'ShipDamaged')).toMatchObject([
      { ship: light.built.id('t'), damage: 1 },
    ]);
    expect(hit.state.cards[light.built.id('needs')]!.zone).toBe(Z.hand('p2'));
    const bare = attackOn([target(), crewman('c1')], 1);
    const sunk = run(bare.state, [bare.attack]);
    expect(ofType(sunk.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [bare.built.id('c1'), 'killed'],
      [bare.built.id('t'), 'destroyed'],
    ]);
  });

  function stringFragment(crew: { skills: string }[]) {
    const built = scene({
      missions: ['Study Stellar Collision'],
      seeds: ['Cosmic String Fragment'],
      ship: ship(),
      crew,
      hand: [NEEDS],
    });
    return {
      built,
      ...runAttempt(built.state, {
        type: 'AttemptMission',
        actor: 'p1',
        location: 'L1',
        ship: built.ids.ship!,
      }),
    };
  }

  it('applies: Cosmic String Fragment would destroy the ship — the dilemma is nullified, the ship stays, and its only crew member is discarded (no choice left)', () => {
    const { built, events, state } = stringFragment([{ skills: 'OFFICER' }]);
    const [needs] = built.ids.hand as [string];
    const [fragment] = built.ids.seeds as [string];
    expect(ofType(events, 'CardPlayed').map((e) => e.card)).toEqual([needs]);
    expect(
      ofType(events, 'DilemmaRemoved')
        .filter((e) => e.card === fragment)
        .map((e) => e.reason),
    ).toEqual(['nullified']);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'destroyed')).toEqual([]);
    expect(state.cards[built.ids.ship!]!.zone).toBe(Z.space('L1'));
    expect(ofType(events, 'CardsChosen')).toMatchObject([{ player: 'p2', chosen: built.ids.crew }]);
    expect(state.cards[built.ids.crew[0]!]!.zone).toBe(Z.discard('p1'));
  });

  it('applies to a dilemma placed on the ship: Birth of "Junior" drains the last RANGE at the end of the turn — the dilemma is nullified instead of the ship destroyed; without the card the ship is destroyed', () => {
    const drained = (hand: string[]) => {
      const built = scene({
        missions: ['Study Stellar Collision'],
        seeds: ['Birth of "Junior"'],
        ship: ship({ range: 1 }),
        crew: [{ skills: 'OFFICER' }],
        hand,
      });
      const attempted = runAttempt(built.state, {
        type: 'AttemptMission',
        actor: 'p1',
        location: 'L1',
        ship: built.ids.ship!,
      });
      return { built, ...run(attempted.state, [{ type: 'EndTurn', actor: 'p1' }]) };
    };
    const saved = drained([NEEDS]);
    const [junior] = saved.built.ids.seeds as [string];
    expect(ofType(saved.events, 'PlayNullified')).toMatchObject([
      { card: junior, by: saved.built.ids.hand[0] },
    ]);
    expect(ofType(saved.events, 'DilemmaRemoved')).toMatchObject([
      { card: junior, reason: 'nullified' },
    ]);
    expect(saved.state.cards[saved.built.ids.ship!]!.zone).toBe(Z.space('L1'));
    expect(saved.state.cards[saved.built.ids.crew[0]!]!.zone).toBe(Z.discard('p1'));
    const lost = drained([]);
    expect(lost.state.cards[lost.built.ids.ship!]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: an ENGINEER aboard keeps the dilemma from destroying the ship — the interrupt stays in hand', () => {
    const { built, events, state } = stringFragment([{ skills: 'ENGINEER' }]);
    expect(ofType(events, 'CardPlayed')).toEqual([]);
    expect(state.cards[built.ids.hand[0]!]!.zone).toBe(Z.hand('p1'));
    expect(state.cards[built.ids.ship!]!.zone).toBe(Z.space('L1'));
  });
});

describe('117_036 Emergency Evacuation (incident: your crew of a ship being destroyed goes to a planet there, or into an Escape Pod downloaded; then discarded)', () => {
  it('applies at a planet location: the crew of p2’s ship destroyed in battle goes to the planet surface and the incident is discarded', () => {
    const { built, state, attack } = attackOn(
      [
        target(),
        crewman('c1'),
        crewman('c2'),
        { label: 'evac', owner: 'p2', at: 'hand', card: 'Emergency Evacuation' },
      ],
      1,
      ['evac'],
    );
    const { events, state: after } = run(state, [attack]);
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.id('t'), 'destroyed'],
    ]);
    expect(cardsIn(after, Z.surface('L1'))).toEqual([built.id('c1'), built.id('c2')]);
    expect(after.cards[built.id('evac')]!.zone).toBe(Z.discard('p2'));
  });

  function fragmentWith(opts: { pod: boolean; crash: boolean }) {
    const built = scene({
      missions: ['Study Stellar Collision'],
      seeds: ['Cosmic String Fragment'],
      ship: ship(),
      crew: [{ skills: 'OFFICER' }, { skills: 'SECURITY' }],
      hand: ['Emergency Evacuation'],
      opponentHand: ['Computer Crash'],
      drawTop: opts.pod ? ['Escape Pod'] : [],
    });
    const [evac] = built.ids.hand as [string];
    const state = moved(built.state, [
      [evac, Z.table('p1')],
      ...(opts.crash ? ([[built.ids.opponentHand[0]!, Z.table('p2')]] as [string, string][]) : []),
    ]);
    return {
      built,
      evac,
      state,
      attempt: {
        type: 'AttemptMission' as const,
        actor: 'p1' as const,
        location: 'L1',
        ship: built.ids.ship!,
      },
    };
  }

  it('applies at a space location: an Escape Pod is downloaded atop the location (Computer Crash in play ignored) and the crew goes aboard it', () => {
    const { built, evac, state, attempt } = fragmentWith({ pod: true, crash: true });
    const { events, state: after } = runAttempt(state, attempt);
    const pod = built.ids.deck[0]!;
    expect(ofType(events, 'CardDownloaded').map((e) => [e.card, e.to, e.source])).toEqual([
      [pod, Z.atop('L1'), evac],
    ]);
    expect(cardsIn(after, Z.aboard(pod))).toEqual(built.ids.crew);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
    expect(after.cards[evac]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: no Escape Pod to download at a space location, or the "may" declined beforehand — the crew dies and the incident stays', () => {
    const none = fragmentWith({ pod: false, crash: false });
    const lost = runAttempt(none.state, none.attempt);
    expect(
      ofType(lost.events, 'CardLeftPlay')
        .filter((e) => e.how === 'killed')
        .map((e) => e.card),
    ).toEqual(none.built.ids.crew);
    expect(lost.state.cards[none.evac]!.zone).toBe(Z.table('p1'));
    const declining = fragmentWith({ pod: true, crash: false });
    const declined = accepted(declining.state, {
      type: 'ActivateCard',
      actor: 'p1',
      card: declining.evac,
      ability: 'decline',
    }).state;
    const sunk = runAttempt(declined, declining.attempt);
    expect(ofType(sunk.events, 'CardDownloaded')).toEqual([]);
    expect(
      ofType(sunk.events, 'CardLeftPlay')
        .filter((e) => e.how === 'killed')
        .map((e) => e.card),
    ).toEqual(declining.built.ids.crew);
    expect(sunk.state.cards[declining.evac]!.zone).toBe(Z.table('p1'));
  });
});

describe('161_014 Federation Flagship: Recovered (incident: your only ship destroyed by the opponent’s card is replaced by a different ship of its class; crew and equipment move over, stopped)', () => {
  const classed = (title: string, shipClass: string): Card => {
    const base = warship({ affiliation: 'Federation', weapons: 0, shields: 6, title });
    return { ...base, ship: { ...base.ship!, shipClass } };
  };

  it('applies: p1’s fire destroys p2’s only ship — a ship of the same class from hand takes its place at the spaceline’s end with the crew (stopped) and equipment aboard', () => {
    const { built, state, attack } = attackOn(
      [
        target(classed('Old Flagship', 'Galaxy')),
        crewman('c1'),
        { label: 'tricorder', owner: 'p2', at: { aboard: 't' }, card: 'Tricorder' },
        { label: 'copy', owner: 'p2', at: 'hand', card: classed('Old Flagship', 'Galaxy') },
        { label: 'fresh', owner: 'p2', at: 'hand', card: classed('New Flagship', 'Galaxy') },
        { label: 'recovered', owner: 'p2', at: 'hand', card: 'Federation Flagship: Recovered' },
      ],
      1,
      ['recovered'],
    );
    const { events, state: after } = run(state, [attack]);
    expect(ofType(events, 'CardDownloaded').map((e) => [e.card, e.to, e.source])).toEqual([
      [built.id('fresh'), Z.space('L1'), built.id('recovered')],
    ]);
    expect(cardsIn(after, Z.aboard(built.id('fresh')))).toEqual([
      built.id('c1'),
      built.id('tricorder'),
    ]);
    expect(after.cards[built.id('c1')]!.stopped).toBe(true);
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.id('t'), 'destroyed'],
    ]);
    expect(after.cards[built.id('recovered')]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[built.id('copy')]!.zone).toBe(Z.hand('p2'));
  });

  it('applies: Cosmic String Fragment (p2’s dilemma) destroys p1’s U.S.S. Enterprise — another Enterprise (not the same ship in another version) is downloaded docked at p1’s Federation Outpost', () => {
    const built = scene({
      missions: ['Study Stellar Collision'],
      seeds: ['Cosmic String Fragment'],
      ship: realCard('U.S.S. Enterprise'),
      crew: [{ skills: 'OFFICER', affiliation: 'Federation' }],
      hand: [
        'Federation Flagship: Recovered',
        'U.S.S. Enterprise (Chain of Command)',
        'U.S.S. Enterprise-E',
        'Federation Outpost',
      ],
    });
    const [recovered, version, sovereign, outpost] = built.ids.hand as [
      string,
      string,
      string,
      string,
    ];
    const state = moved(built.state, [
      [recovered, Z.table('p1')],
      [outpost, Z.space('L1')],
    ]);
    const { events, state: after } = runAttempt(state, {
      type: 'AttemptMission',
      actor: 'p1',
      location: 'L1',
      ship: built.ids.ship!,
    });
    expect(ofType(events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [sovereign, Z.docked(outpost)],
    ]);
    expect(cardsIn(after, Z.aboard(sovereign))).toEqual(built.ids.crew);
    expect(after.cards[built.ids.ship!]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[version]!.zone).toBe(Z.hand('p1'));
    expect(after.cards[recovered]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: another ship of p2’s in play, or only a copy of the same ship to download — the ship is destroyed as usual and the incident stays', () => {
    const fleet = attackOn(
      [
        target(classed('Old Flagship', 'Galaxy')),
        crewman('c1'),
        { label: 'second', owner: 'p2', at: 'space', card: warship({ affiliation: 'Federation' }) },
        { label: 'fresh', owner: 'p2', at: 'hand', card: classed('New Flagship', 'Galaxy') },
        { label: 'recovered', owner: 'p2', at: 'hand', card: 'Federation Flagship: Recovered' },
      ],
      1,
      ['recovered'],
    );
    const lost = run(fleet.state, [fleet.attack]);
    expect(ofType(lost.events, 'CardDownloaded')).toEqual([]);
    expect(ofType(lost.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [fleet.built.id('c1'), 'killed'],
      [fleet.built.id('t'), 'destroyed'],
    ]);
    expect(lost.state.cards[fleet.built.id('recovered')]!.zone).toBe(Z.table('p2'));
    const copies = attackOn(
      [
        target(classed('Old Flagship', 'Galaxy')),
        crewman('c1'),
        { label: 'copy', owner: 'p2', at: 'hand', card: classed('Old Flagship', 'Galaxy') },
        { label: 'recovered', owner: 'p2', at: 'hand', card: 'Federation Flagship: Recovered' },
      ],
      1,
      ['recovered'],
    );
    const sunk = run(copies.state, [copies.attack]);
    expect(ofType(sunk.events, 'CardDownloaded')).toEqual([]);
    expect(sunk.state.cards[copies.built.id('t')]!.zone).toBe(Z.discard('p2'));
    expect(sunk.state.cards[copies.built.id('recovered')]!.zone).toBe(Z.table('p2'));
  });
});
