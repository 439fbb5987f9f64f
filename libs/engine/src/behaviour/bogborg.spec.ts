/**
 * Issue 15 (helper bogborg): Blaze of Glory, The Borg, Deep Space Nine, Q-Who and Dominion cards.
 * given (a scene) / when (ActivateCard, PlayCard, EndTurn) / then (the exact facts and the state), where each card
 * applies and where it does not.
 */
import { lookupIcon, type Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type SceneSpec } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { drawOrder, drawsFromBottom } from './bottom-draws';
import { checkDownloadable } from './downloads';
import { endTurn as end } from '../testing/commands';


/** 1E rulebook › END OF TURN › DRAW A CARD. */
describe('124_020 Meditation (event on your table: discard a card from hand, then draw from the bottom for the rest of the turn)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Meditation', 'Tricorder', 'Amanda Rogers'] });
    const [card, tricorder, amanda] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[card, Z.table('p1')]]), card, tricorder, amanda };
  };
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'meditate', target });

  it('applies: a card from hand is discarded; the end-of-turn draw takes the bottom card of the draw deck', () => {
    const { state, card, tricorder, amanda } = given();
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card);
    expect(offered).toEqual(expect.arrayContaining([use(card, tricorder), use(card, amanda)]));
    const deck = cardsIn(state, Z.draw('p1'));
    const bottom = deck[deck.length - 1]!;
    const done = accepted(state, use(card, tricorder));
    expect(done.state.cards[tricorder]!.zone).toBe(Z.discard('p1'));
    expect(drawsFromBottom(done.state, 'p1')).toBe(true);
    expect(drawOrder(done.state, 'p1')[0]).toBe(bottom);
    const ended = accepted(done.state, end('p1'));
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [bottom], reason: 'end-of-turn' })]);
    expect(ended.state.cards[bottom]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: not used, the draw takes the top card; used, it lasts only for that turn (the opponent draws from the top)', () => {
    const { state, card, tricorder } = given();
    const top = cardsIn(state, Z.draw('p1'))[0]!;
    const ended = accepted(state, end('p1'));
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [top] })]);
    const done = accepted(state, use(card, tricorder));
    expect(drawsFromBottom(done.state, 'p2')).toBe(false);
    const next = accepted(done.state, end('p1'));
    expect(drawsFromBottom(next.state, 'p1')).toBe(false);
    expect(drawOrder(next.state, 'p1')[0]).toBe(cardsIn(next.state, Z.draw('p1'))[0]);
  });
});

/**
 * 1E rulebook › THE PLAY PHASE › When Responses Happen; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (Relentless on p1's table or not; three drones of p1 scouting Avert Disaster for Assimilate Planet; Archer
 * encountered, faced before this turn, earlier this turn or never) / when (PlayCard Adapt: Negate Obstruction) / then.
 */
describe('217_004 Relentless (once each turn, Adapt: Negate Obstruction may target a dilemma your [TNG] Borg faced earlier this turn)', () => {
  const drone = (tng: boolean): Card => ({ ...person({ affiliation: 'Borg', skills: 'ENGINEER', ch: ['Borg', 'Drone'] }), icons: [lookupIcon('Com')!], ...(tng ? { property: 'TNG' } : {}) });
  const KEY = 'p1|Relentless: Adapt this turn';
  function encountered(faced: 'earlier-turn' | 'this-turn' | 'never', options: { relentless?: boolean; tng?: boolean; spent?: boolean } = {}) {
    const { relentless = true, tng = true, spent = false } = options;
    const built = scene({ missions: ['Avert Disaster'], missionOwner: 'p2', seeds: ['Archer'], awayTeam: [drone(tng), drone(tng), drone(tng)], hand: ['Assimilate Planet', 'Adapt: Negate Obstruction', 'Relentless'] });
    const [objective, adapt, card] = built.ids.hand as [string, string, string];
    const turn = built.state.turn!.number;
    const at = faced === 'earlier-turn' ? turn - 1 : turn;
    const base = moved(built.state, [[card, relentless ? Z.table('p1') : Z.discard('p1')]]);
    const start: GameState = {
      ...base,
      ...(faced === 'never' ? {} : { dilemmasFaced: { 'p1|Archer': at }, dilemmasFacedTurns: { 'p1|Archer': [at] } }),
      ...(spent ? { abilityUses: { ...base.abilityUses, [KEY]: turn } } : {}),
    };
    const ready = accepted(accepted(start, { type: 'SetAutoPass', actor: 'p1', on: false }).state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    let state = accepted(ready, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    for (let guard = 0; guard < 5 && (state.windows ?? []).at(-1)?.player !== 'p1'; guard += 1) state = accepted(state, { type: 'PassResponse', actor: (state.windows ?? []).at(-1)!.player }).state;
    return { state, adapt, archer: built.ids.seeds[0]! };
  }
  const playAdapt = (adapt: string, archer: string): Command => ({ type: 'PlayCard', actor: 'p1', card: adapt, target: archer });

  it('applies: Archer, faced earlier this turn, is nullified; Relentless’s once-each-turn is spent', () => {
    const { state, adapt, archer } = encountered('this-turn');
    expect(state.windows?.at(-1)).toMatchObject({ action: 'dilemma-encountered', card: archer, player: 'p1' });
    expect(state.dilemmasFacedTurns?.['p1|Archer']).toEqual([state.turn!.number, state.turn!.number]);
    expect(legalCommands(state, 'p1')).toContainEqual(playAdapt(adapt, archer));
    let done = accepted(state, playAdapt(adapt, archer));
    const events = [...done.events];
    for (let guard = 0; guard < 5 && (done.state.windows ?? []).length > 0; guard += 1) {
      done = accepted(done.state, { type: 'PassResponse', actor: (done.state.windows ?? []).at(-1)!.player });
      events.push(...done.events);
    }
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[archer, 'nullified']]);
    expect(done.state.abilityUses?.[KEY]).toBe(state.turn!.number);
  });

  it('applies: faced on an earlier turn, Adapt plays by its own text and Relentless’s use is not spent', () => {
    const { state, adapt, archer } = encountered('earlier-turn');
    const done = accepted(state, playAdapt(adapt, archer));
    expect(ofType(done.events, 'CardAbilityUsed').filter((e) => e.title === 'Relentless: Adapt this turn')).toEqual([]);
  });

  it('does not apply: without Relentless, with its use spent this turn, first faced now, or no [TNG] Borg in the team', () => {
    const cases = [
      encountered('this-turn', { relentless: false }),
      encountered('this-turn', { spent: true }),
      encountered('never'),
      encountered('this-turn', { tng: false }),
    ];
    for (const { state, adapt, archer } of cases) expect(refused(state, playAdapt(adapt, archer))).toBe('PLAY_CONDITION');
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › NULLIFIERS; DOWNLOADING. given (p2's Establish Gateways on their table, one targeting
 * p1's mission L1, one p2's own mission L2; p1's Federation Outpost at L1 with Data or an officer aboard, Fractal
 * Encryption Code in p1's draw deck) / when (PlayCard Access Denied, ActivateCard its download) / then.
 */
describe('116_027 Access Denied (incident: nullifies Establish Gateway targeting your missions; discarded to download Fractal Encryption Code)', () => {
  const given = () => {
    const built = scene({
      missions: ['Avert Disaster', 'Excavation'],
      hand: ['Access Denied', 'Federation Outpost', '101_204', 'Fractal Encryption Code', { skills: 'OFFICER' }],
      opponentHand: ['Establish Gateway', 'Establish Gateway'],
    });
    const [card, outpost, data, code, officer] = built.ids.hand as [string, string, string, string, string];
    const [atYours, atTheirs] = built.ids.opponentHand as [string, string];
    const l2 = built.state.locations.L2!.missions[0]!;
    const base = moved(built.state, [
      [atYours, Z.table('p2')],
      [atTheirs, Z.table('p2')],
      [outpost, Z.space('L1')],
      [code, Z.draw('p1')],
    ]);
    const state: GameState = {
      ...base,
      cards: { ...base.cards, [l2]: { ...base.cards[l2]!, owner: 'p2' } },
      objectives: { [atYours]: { target: 'L1' }, [atTheirs]: { target: 'L2' } },
    };
    return { state, card, outpost, data, code, officer, atYours, atTheirs };
  };
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'fractal-code', target });

  it('applies: played, the Establish Gateway targeting p1’s mission is discarded; the one targeting p2’s own mission stays', () => {
    const { state, card, atYours, atTheirs } = given();
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card });
    expect(played.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(ofType(played.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[atYours, 'discarded']]);
    expect(played.state.cards[atYours]!.zone).toBe(Z.discard('p2'));
    expect(played.state.cards[atTheirs]!.zone).toBe(Z.table('p2'));
  });

  it('applies: with Data aboard the outpost, it is discarded to download Fractal Encryption Code onto the outpost', () => {
    const given1 = given();
    const { card, outpost, data, code } = given1;
    const state = moved(given1.state, [[card, Z.table('p1')], [data, Z.aboard(outpost)]]);
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card);
    expect(offers).toEqual([use(card, `${code}>${outpost}`)]);
    const done = accepted(state, use(card, `${code}>${outpost}`));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'CardDownloaded').map((e) => e.card)).toEqual([code]);
    expect(done.state.cards[code]!.zone).toBe(Z.on(outpost));
  });

  it('does not apply: with only a non-android aboard, there is nothing to download it onto; not in play, nothing is nullified', () => {
    const given1 = given();
    const { card, outpost, officer, code, atYours } = given1;
    const state = moved(given1.state, [[card, Z.table('p1')], [officer, Z.aboard(outpost)]]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card)).toEqual([]);
    expect(() => accepted(state, use(card, `${code}>${outpost}`))).toThrow();
    const idle = accepted(given1.state, end('p1'));
    expect(idle.state.cards[atYours]!.zone).toBe(Z.table('p2'));
  });
});

/**
 * 1E rulebook › COMPLETE BORG OBJECTIVES; ATTEMPT A MISSION › SOLVING. given (p1's staffed [TNG] Borg cube and an
 * Away Team of [TNG] drones — with Archaeology or not — at Evacuation, Tox Uthat seeded there; Consume: Resources
 * played on it) / when (AttemptMission scouting, EndTurn: complete) / then (the artifact to p1's hand, or left).
 */
describe('217_009 Consume: Resources (on completion your Archaeology personnel present acquire the artifacts here)', () => {
  const drone = (skills: string, id: string): Card => ({ ...person({ affiliation: 'Borg', skills }), id, property: 'TNG', icons: [lookupIcon('Com')!] });
  const tngCube = (): Card => {
    const card = realCard("Locutus' Borg Cube");
    return { ...card, id: 't_tng_cube_bb', ship: { ...card.ship!, staffing: { icons: ['Com'], alternatives: [] } } };
  };
  function completed(skills: string) {
    const spec: SceneSpec = { missions: ['Evacuation'], missionOwner: 'p2', seeds: ['Tox Uthat'], ship: tngCube(), crew: [drone('ENGINEER', 't_bb_crew')], awayTeam: [drone(skills, 't_bb_team')], hand: ['Consume: Resources'] };
    const built = scene(spec);
    const objective = built.ids.hand[0]!;
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const scouted = accepted(played, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    const ended = accepted(scouted, end('p1'));
    return { ended, objective, artifact: built.ids.seeds[0]! };
  }

  it('applies: with Archaeology on the planet, Tox Uthat is earned into p1’s hand as the objective completes', () => {
    const { ended, objective, artifact } = completed('ENGINEER Archaeology');
    expect(ended.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(ended.events, 'SeedCardEarned')).toEqual([expect.objectContaining({ card: artifact, player: 'p1', to: Z.hand('p1') })]);
    expect(ended.state.cards[artifact]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: without Archaeology the objective completes and the artifact stays at the mission', () => {
    const { ended, objective, artifact } = completed('ENGINEER');
    expect(ended.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(ended.events, 'SeedCardEarned')).toEqual([]);
    expect(ended.state.cards[artifact]!.zone).not.toBe(Z.hand('p1'));
  });
});

/**
 * 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; "ONCE PER GAME" AND SIMILAR LIMITS. given (p1's Away Team on
 * Excavation: an [Orb] personnel or not, Orb of Wisdom on the planet; two Orb Experience in hand; a card in p2's
 * hand) / when (PlayCard, second way) / then (the card shown to p1 alone; that Orb spent for the game).
 */
describe('112_096 Orb Experience (second way: your [Orb] personnel present with an Orb examines any one card, once per game per Orb)', () => {
  const given = (orbIcon: boolean) => {
    const seer: Card = { ...person({ skills: 'OFFICER' }), ...(orbIcon ? { icons: [lookupIcon('Orb')!] } : {}) };
    const built = scene({ missions: ['Excavation'], awayTeam: [seer], hand: ['Orb Experience', 'Orb Experience', 'Orb of Wisdom'], opponentHand: ['Amanda Rogers'] });
    const [first, second, orb] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[orb, Z.surface('L1')]]);
    return { state: { ...state, cards: { ...state.cards, [orb]: { ...state.cards[orb]!, faceUp: true } } }, first, second, orb, hidden: built.ids.opponentHand[0]! };
  };
  const examine = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, mode: 1, target });

  it('applies: the card in p2’s hand is shown to p1; the same Orb may not serve again this game', () => {
    const { state, first, second, orb, hidden } = given(true);
    expect(legalCommands(state, 'p1')).toContainEqual(examine(first, `${orb}>${hidden}`));
    const done = accepted(state, examine(first, `${orb}>${hidden}`));
    expect(ofType(done.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p1', zone: Z.hand('p2'), cards: [{ iid: hidden, title: 'Amanda Rogers' }] })]);
    expect(done.state.cards[first]!.zone).toBe(Z.discard('p1'));
    expect(refused(done.state, examine(second, `${orb}>${hidden}`))).toBe('INVALID_TARGET');
  });

  it('does not apply: without an [Orb] personnel present with the Orb, nothing may be examined', () => {
    const { state, first, orb, hidden } = given(false);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === first && c.mode === 1)).toEqual([]);
    expect(refused(state, examine(first, `${orb}>${hidden}`))).toBe('INVALID_TARGET');
  });
});

/**
 * 1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS. given (The Ultimate User on p1's
 * table, Relentless there or not, a [TNG] drone of p1's on Avert Disaster, Assimilate Planet p1's current objective,
 * Establish Gateway in p1's draw deck, Computer Crash on p2's table) / when (ActivateCard) / then.
 */
describe('217_005 The Ultimate User (you may not download drones; with Relentless, discard or download a [BO] objective once each turn, ignoring Computer Crash)', () => {
  const tngDrone = (id: string): Card => ({ ...person({ affiliation: 'Borg', skills: 'ENGINEER', ch: ['Drone'] }), id, property: 'TNG', icons: [lookupIcon('Com')!] });
  const given = (relentless: boolean) => {
    const built = scene({
      missions: ['Avert Disaster', 'Explore Dyson Sphere'],
      missionOwner: 'p2',
      awayTeam: [tngDrone('t_bb_drone1')],
      hand: ['The Ultimate User', 'Relentless', 'Assimilate Planet', 'Establish Gateway', tngDrone('t_bb_drone2')],
      opponentHand: ['Computer Crash'],
    });
    const [card, rel, planet, gateway, drone] = built.ids.hand as [string, string, string, string, string];
    const base = moved(built.state, [[card, Z.table('p1')], [rel, relentless ? Z.table('p1') : Z.discard('p1')], [gateway, Z.draw('p1')]]);
    const state = accepted(base, { type: 'PlayCard', actor: 'p1', card: planet, target: 'L1' }).state;
    const crashed = moved(state, [[built.ids.opponentHand[0]!, Z.table('p2')]]);
    return { state, crashed, card, planet, gateway, drone };
  };
  const use = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });
  const offers = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card);

  it('applies: p1 may not download a drone while it is on the table', () => {
    const { state, card, drone } = given(false);
    expect(checkDownloadable(state, 'p1', drone)?.code).toBe('DOWNLOADS_FORBIDDEN');
    const gone = moved(state, [[card, Z.discard('p1')]]);
    expect(checkDownloadable(gone, 'p1', drone)).toBeNull();
  });

  it('applies: with Relentless, under Computer Crash, Establish Gateway is downloaded (the current objective discarded first); once that turn', () => {
    const { crashed, card, planet, gateway } = given(true);
    expect(offers(crashed, card)).toEqual(expect.arrayContaining([use(card, 'download-objective', `${gateway}>L2`), use(card, 'discard-objective', planet)]));
    const done = accepted(crashed, use(card, 'download-objective', `${gateway}>L2`));
    expect(done.state.cards[planet]!.zone).toBe(Z.discard('p1'));
    expect(done.state.cards[gateway]!.zone).toBe(Z.table('p1'));
    expect(ofType(done.events, 'CardDownloaded').map((e) => e.card)).toEqual([gateway]);
    expect(done.state.objectives?.[gateway]).toEqual({ target: 'L2' });
    expect(refused(done.state, use(card, 'download-objective', `${gateway}>L2`))).toBe('ONCE_PER_TURN');
  });

  it('applies: with Relentless, the current [BO] objective may be discarded', () => {
    const { state, card, planet } = given(true);
    const done = accepted(state, use(card, 'discard-objective', planet));
    expect(done.state.cards[planet]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: without Relentless neither ability is offered, and Computer Crash still forbids the objective download', () => {
    const { crashed, card, gateway } = given(false);
    expect(offers(crashed, card)).toEqual([]);
    expect(checkDownloadable(crashed, 'p1', gateway)?.code).toBe('DOWNLOADS_FORBIDDEN');
  });
});
