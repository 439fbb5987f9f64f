/**
 * Issue 15 (helper turns): incidents whose core is a "once each turn / in place of a card draw" ability
 * on the table, over the activations words (activations.ts: `ActivateCard`, the `card-draw` cost of
 * draw-replacements.ts, hand-downloads.ts' `card-to-download-to-hand`) and the table `free-report` permit
 * (free-reports.ts).
 *   1E rulebook › DOWNLOADING; › END OF TURN › DRAW A CARD, Clarifications: Card Draws ("in place of one
 *   card draw"); PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (the card in play where its text puts it, cards in p1's draw deck or hand) / when (ActivateCard,
 * ReportForDuty, EndTurn) / then (the card in hand or aboard, the draw skipped — or refused).
 */
import { legalCommands } from '../legal';
import { ofType, person, realCard, withDeck } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { activate } from '../testing/commands';

const endTurn: Command = { type: 'EndTurn', actor: 'p1' };
const offersOf = (state: GameState, card: string) => legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);

describe('124_028 Hirogen Hunt: in place of a card draw, Rituals of the Hunt, Hirogen Hunt or a [Hir] ship to hand; an Alpha-Hirogen reports for free once each turn', () => {
  /** The incident played onto p1's table; the Hirogen Outpost at L1; `hand` after the incident. */
  function hunt(deck: readonly string[], hand: readonly (string | ReturnType<typeof person>)[] = []) {
    const built = withDeck({ missions: ['Excavation'], quadrant: 'Delta', hand: ['Hirogen Hunt', 'Hirogen Outpost', ...hand], deck });
    const [card, outpost, ...rest] = built.hand as [string, string, ...string[]];
    const placed = moved(built.state, [[outpost, Z.space('L1')]]);
    return { state: accepted(placed, { type: 'PlayCard', actor: 'p1', card }).state, card, outpost, rest, deck: built.deck };
  }

  it('applies: the Hunting Vessel or Rituals of the Hunt is offered, taken into hand and shown; the turn ends without a draw', () => {
    const { state, card, deck } = hunt(['Hunting Vessel', 'Rituals of the Hunt', 'Karr', 'Excavation']);
    const [vessel, rituals] = deck as [string, string];
    expect(state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(offersOf(state, card)).toEqual(expect.arrayContaining([activate(card, 'download-to-hand', vessel), activate(card, 'download-to-hand', rituals)]));
    expect(offersOf(state, card)).toHaveLength(2);
    const done = accepted(state, activate(card, 'download-to-hand', vessel));
    expect(done.state.cards[vessel]!.zone).toBe(Z.hand('p1'));
    expect(ofType(done.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p2', cards: [{ iid: vessel, title: 'Hunting Vessel' }] })]);
    expect(refused(done.state, activate(card, 'download-to-hand', rituals))).toBe('DRAW_ALREADY_REPLACED');
    const ended = run(done.state, [endTurn]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'replaced-by-download' })]);
  });

  it('does not apply: Karr (a personnel) is no download target; unused, the turn ends with the draw', () => {
    const { state, card, deck } = hunt(['Karr', 'Excavation']);
    expect(refused(state, activate(card, 'download-to-hand', deck[0]!))).toBe('INVALID_TARGET');
    expect(offersOf(state, card)).toEqual([]);
    const ended = run(state, [endTurn]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([]);
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', reason: 'end-of-turn' })]);
  });

  it('applies: with the card play spent, Karr (Alpha-Hirogen) reports for free to the outpost; a second Alpha-Hirogen that turn does not', () => {
    expect(realCard('Karr').characteristics).toContain('Alpha-Hirogen');
    const { state, outpost, rest } = hunt([], ['Karr', 'Netek']);
    const [karr, netek] = rest as [string, string];
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    const first = accepted(spent, { type: 'ReportForDuty', actor: 'p1', card: karr, facility: outpost }).state;
    expect(first.cards[karr]!.zone).toBe(Z.aboard(outpost));
    expect(refused(first, { type: 'ReportForDuty', actor: 'p1', card: netek, facility: outpost })).toBe('NORMAL_CARD_PLAY_USED');
  });

  it('applies: with Karr in play, Takirac (his lore names Karr) reports for free; that use is shared: Netek (Alpha-Hirogen) is refused after', () => {
    expect(realCard('Takirac').lore).toContain('Karr');
    const { state, outpost, rest } = hunt([], ['Karr', 'Takirac', 'Netek']);
    const [karr, takirac, netek] = rest as [string, string, string];
    const spent: GameState = { ...moved(state, [[karr, Z.aboard(outpost)]]), turn: { ...state.turn!, normalCardPlayUsed: true } };
    const first = accepted(spent, { type: 'ReportForDuty', actor: 'p1', card: takirac, facility: outpost }).state;
    expect(first.cards[takirac]!.zone).toBe(Z.aboard(outpost));
    expect(refused(first, { type: 'ReportForDuty', actor: 'p1', card: netek, facility: outpost })).toBe('NORMAL_CARD_PLAY_USED');
  });

  it('does not apply: without Karr in play, Takirac (a non-Alpha Hirogen) does not report for free', () => {
    const { state, outpost, rest } = hunt([], ['Takirac']);
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, { type: 'ReportForDuty', actor: 'p1', card: rest[0]!, facility: outpost })).toBe('NORMAL_CARD_PLAY_USED');
  });

  it('does not apply: a Hirogen who is no Alpha-Hirogen does not report for free; played on the Hunting Vessel it neither downloads nor lets Karr report free', () => {
    const { state, outpost, rest } = hunt([], [person({ affiliation: 'Hirogen', skills: 'OFFICER', ch: ['Hirogen'] })]);
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, { type: 'ReportForDuty', actor: 'p1', card: rest[0]!, facility: outpost })).toBe('NORMAL_CARD_PLAY_USED');
    // The other mode: on your [Hir] ship.
    const built = withDeck({ missions: ['Excavation'], quadrant: 'Delta', ship: realCard('Hunting Vessel'), crew: ['Idrin'], hand: ['Hirogen Hunt', 'Hirogen Outpost', 'Karr'], deck: ['Rituals of the Hunt'] });
    const [card, post, karr] = built.hand as [string, string, string];
    const placed = moved(built.state, [[post, Z.space('L1')]]);
    const onShip = accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: built.ship, mode: 1 }).state;
    expect(onShip.cards[card]!.zone).toBe(Z.on(built.ship));
    expect(refused(onShip, activate(card, 'download-to-hand', built.deck[0]!))).toBe('CONDITION_UNMET');
    expect(refused({ ...onShip, turn: { ...onShip.turn!, normalCardPlayUsed: true } }, { type: 'ReportForDuty', actor: 'p1', card: karr, facility: post })).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('124_028 Hirogen Hunt on your [Hir] ship: its transporters beam through the SHIELDS of a damaged ship there', () => {
  /** The incident played on p1's Hunting Vessel (Idrin aboard) at L1; p2's U.S.S. Galaxy at L1, damaged when `damaged`. */
  function aboardHunter(damaged: boolean, onShip = true) {
    const built = withDeck({ missions: ['Excavation'], quadrant: 'Delta', ship: realCard('Hunting Vessel'), crew: ['Idrin'], hand: ['Hirogen Hunt'], opponentHand: ['U.S.S. Galaxy'] });
    const card = built.hand[0]!;
    const galaxy = built.built.ids.opponentHand[0]!;
    const placed = moved(built.state, [[galaxy, Z.space('L1')]]);
    const played = onShip ? accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: built.ship, mode: 1 }).state : accepted(placed, { type: 'PlayCard', actor: 'p1', card }).state;
    const state: GameState = damaged ? { ...played, cards: { ...played.cards, [galaxy]: { ...played.cards[galaxy]!, damage: 1 } } } : played;
    return { state, vessel: built.ship, galaxy, idrin: built.built.ids.crew[0]! };
  }
  const beam = (idrin: string, galaxy: string, vessel: string): Command => ({ type: 'Beam', actor: 'p1', cards: [idrin], to: Z.aboard(galaxy), via: vessel });

  it('applies: Idrin beams aboard the damaged Galaxy, and the beam is offered', () => {
    const { state, vessel, galaxy, idrin } = aboardHunter(true);
    expect(legalCommands(state, 'p1')).toContainEqual(beam(idrin, galaxy, vessel));
    expect(accepted(state, beam(idrin, galaxy, vessel)).state.cards[idrin]!.zone).toBe(Z.aboard(galaxy));
  });

  it('does not apply: the Galaxy undamaged is shielded; with the incident on the table instead, the damaged Galaxy is shielded too', () => {
    const whole = aboardHunter(false);
    expect(refused(whole.state, beam(whole.idrin, whole.galaxy, whole.vessel))).toBe('SHIELDED');
    const onTable = aboardHunter(true, false);
    expect(refused(onTable.state, beam(onTable.idrin, onTable.galaxy, onTable.vessel))).toBe('SHIELDED');
  });
});

describe('202_013 Group Therapy: on your headquarters or outpost; in place of a card draw, a [Fed] CIVILIAN to hand', () => {
  /** Group Therapy played on p1's Federation Outpost at L1. */
  function therapy(deck: readonly string[]) {
    const built = withDeck({ missions: ['Excavation'], hand: ['Group Therapy', 'Federation Outpost'], deck });
    const [card, outpost] = built.hand as [string, string];
    const placed = moved(built.state, [[outpost, Z.space('L1')]]);
    return { placed, card, outpost, deck: built.deck };
  }

  it('applies: played on the outpost, Jack (a [Fed] CIVILIAN) is taken into hand and shown; the turn ends without a draw', () => {
    const { placed, card, outpost, deck } = therapy(['Jack', 'Geordi La Forge', 'Excavation']);
    const state = accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: outpost, mode: 1 }).state;
    expect(state.cards[card]!.zone).toBe(Z.on(outpost));
    const [jack, geordi] = deck as [string, string];
    // The scene's filler deck is [Fed] CIVILIAN test personnel too: Jack is offered, Geordi La Forge is not.
    expect(offersOf(state, card)).toContainEqual(activate(card, 'civilian-to-hand', jack));
    expect(offersOf(state, card)).not.toContainEqual(activate(card, 'civilian-to-hand', geordi));
    const done = accepted(state, activate(card, 'civilian-to-hand', jack));
    expect(done.state.cards[jack]!.zone).toBe(Z.hand('p1'));
    expect(ofType(done.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p2', cards: [{ iid: jack, title: 'Jack' }] })]);
    expect(ofType(run(done.state, [endTurn]).events, 'DrawSkipped')).toEqual([expect.objectContaining({ reason: 'replaced-by-download' })]);
  });

  it('applies: with Karen Loews aboard the outpost, Jack (genetically enhanced) is downloaded aboard it in place of the draw; the CIVILIAN download is then refused', () => {
    const built = withDeck({ missions: ['Excavation'], hand: ['Group Therapy', 'Federation Outpost', 'Karen Loews'], deck: ['Jack', 'Geordi La Forge'] });
    const [card, outpost, karen] = built.hand as [string, string, string];
    const placed = moved(moved(built.state, [[outpost, Z.space('L1')]]), [[karen, Z.aboard(outpost)]]);
    const state = accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: outpost, mode: 1 }).state;
    const [jack, geordi] = built.deck as [string, string];
    expect(offersOf(state, card)).toContainEqual(activate(card, 'enhanced-to-karen', `${jack}>${outpost}`));
    // Karen Loews is there, but Geordi La Forge is not genetically enhanced.
    expect(refused(state, activate(card, 'enhanced-to-karen', `${geordi}>${outpost}`))).toBe('INVALID_TARGET');
    const done = accepted(state, activate(card, 'enhanced-to-karen', `${jack}>${outpost}`)).state;
    expect(done.cards[jack]!.zone).toBe(Z.aboard(outpost));
    // A filler test personnel of the scene's deck is a [Fed] CIVILIAN: the same draw is not replaced twice.
    expect(refused(done, activate(card, 'civilian-to-hand', built.deck.at(-1)!))).toBe('DRAW_ALREADY_REPLACED');
  });

  it('does not apply: without Karen Loews in play Jack is not downloaded aboard', () => {
    const { placed, card, outpost, deck } = therapy(['Jack', 'Excavation']);
    const state = accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: outpost, mode: 1 }).state;
    expect(refused(state, activate(card, 'enhanced-to-karen', `${deck[0]!}>${outpost}`))).toBe('INVALID_TARGET');
  });

  it('does not apply: Geordi La Forge (ENGINEER) and Kasidy Yates (a non-[Fed] CIVILIAN) are no targets; a ship is no place to play it', () => {
    const { placed, card, outpost, deck } = therapy(['Geordi La Forge', 'Kasidy Yates', 'Excavation']);
    const state = accepted(placed, { type: 'PlayCard', actor: 'p1', card, target: outpost, mode: 1 }).state;
    const [geordi, kasidy] = deck as [string, string];
    expect(refused(state, activate(card, 'civilian-to-hand', geordi))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'civilian-to-hand', kasidy))).toBe('INVALID_TARGET');
    expect(ofType(run(state, [endTurn]).events, 'DrawSkipped')).toEqual([]);
    const aboard = withDeck({ missions: ['Excavation'], ship: realCard('U.S.S. Galaxy'), crew: ['Geordi La Forge'], hand: ['Group Therapy'] });
    expect(refused(aboard.state, { type: 'PlayCard', actor: 'p1', card: aboard.hand[0]!, target: aboard.ship })).toBe('INVALID_TARGET');
  });
});

describe('181_051 Study Divergent History: on your [MU] ship; once each turn, stop two personnel present from opposite quadrants to draw a card', () => {
  /** The objective played on p1's Defiant ([MU]) with `crew` aboard. */
  function studying(crew: readonly string[], ship = 'Defiant') {
    const built = withDeck({ missions: ['Excavation'], ship: realCard(ship), crew, hand: ['Study Divergent History'] });
    const card = built.hand[0]!;
    return { built, card, state: accepted(built.state, { type: 'PlayCard', actor: 'p1', card, target: built.ship }).state };
  }

  it('applies: Geordi La Forge (Alpha Quadrant) and Captain Dax ([MU]: Mirror Quadrant) are stopped and p1 draws one card; not twice a turn', () => {
    const { built, card, state } = studying(['Geordi La Forge', 'Captain Dax', 'Captain Bashir']);
    const [geordi, dax, bashir] = built.built.ids.crew as [string, string, string];
    expect(state.cards[card]!.zone).toBe(Z.on(built.ship));
    // Geordi pairs with either Mirror-native captain; the two captains are no pair.
    expect(offersOf(state, card)).toEqual([activate(card, 'study', `${geordi}+${dax}`), activate(card, 'study', `${geordi}+${bashir}`)]);
    const done = accepted(state, activate(card, 'study', `${geordi}+${dax}`));
    expect(done.state.cards[geordi]!.stopped).toBe(true);
    expect(done.state.cards[dax]!.stopped).toBe(true);
    expect(done.state.cards[bashir]!.stopped).toBeFalsy();
    expect(ofType(done.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [expect.any(String)] })]);
    expect(refused(done.state, activate(card, 'study', `${geordi}+${bashir}`))).toBe('ONCE_PER_TURN');
  });

  it('does not apply: two Mirror-native personnel are no pair, nor a stopped one; a ship without [MU] is no place to play it', () => {
    const { built, card, state } = studying(['Captain Dax', 'Captain Bashir', 'Geordi La Forge']);
    const [dax, bashir, geordi] = built.built.ids.crew as [string, string, string];
    expect(refused(state, activate(card, 'study', `${dax}+${bashir}`))).toBe('INVALID_TARGET');
    const geordiStopped: GameState = { ...state, cards: { ...state.cards, [geordi]: { ...state.cards[geordi]!, stopped: true } } };
    expect(offersOf(geordiStopped, card)).toEqual([]);
    expect(refused(geordiStopped, activate(card, 'study', `${geordi}+${dax}`))).toBe('INVALID_TARGET');
    const galaxy = withDeck({ missions: ['Excavation'], ship: realCard('U.S.S. Galaxy'), crew: ['Geordi La Forge'], hand: ['Study Divergent History'] });
    expect(refused(galaxy.state, { type: 'PlayCard', actor: 'p1', card: galaxy.hand[0]!, target: galaxy.ship })).toBe('INVALID_TARGET');
  });
});

describe('181_030 Tinkerer: once each turn, stop your non-[Bor] ENGINEER to fully repair the ship or facility they are aboard (once per game)', () => {
  /** Tinkerer on p1's table; p1's U.S.S. Galaxy at L1 with `crew`, damaged when `damaged`. */
  function tinkering(crew: readonly (string | ReturnType<typeof person>)[], damaged = true) {
    const built = withDeck({ missions: ['Excavation'], ship: realCard('U.S.S. Galaxy'), crew, hand: ['Tinkerer'] });
    const card = built.hand[0]!;
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card }).state;
    const state: GameState = damaged ? { ...played, cards: { ...played.cards, [built.ship]: { ...played.cards[built.ship]!, damage: 1 } } } : played;
    return { state, card, ship: built.ship, crew: built.built.ids.crew };
  }

  it('applies: Geordi La Forge is stopped and the damaged Galaxy repaired; a second repair that game is refused', () => {
    const { state, card, ship, crew } = tinkering(['Geordi La Forge', person({ skills: 'SCIENCE' })]);
    const [geordi] = crew as [string];
    expect(offersOf(state, card)).toEqual([activate(card, 'repair', geordi)]);
    const done = accepted(state, activate(card, 'repair', geordi));
    expect(done.state.cards[geordi]!.stopped).toBe(true);
    expect(ofType(done.events, 'ShipRepaired')).toEqual([expect.objectContaining({ ship, source: card })]);
    expect(done.state.cards[ship]!.damage ?? 0).toBe(0);
    // Damaged again on a later turn, with Geordi unstopped: the once-per-game repair is spent.
    const later: GameState = {
      ...done.state,
      turn: { ...done.state.turn!, number: done.state.turn!.number + 2 },
      cards: { ...done.state.cards, [ship]: { ...done.state.cards[ship]!, damage: 1 }, [geordi]: { ...done.state.cards[geordi]!, stopped: false } },
    };
    expect(refused(later, activate(card, 'repair', geordi))).toBe('ONCE_PER_GAME');
  });

  it('does not apply: an undamaged ship offers nothing; a Borg ENGINEER or a SCIENCE personnel is no target', () => {
    const whole = tinkering(['Geordi La Forge'], false);
    expect(offersOf(whole.state, whole.card)).toEqual([]);
    expect(refused(whole.state, activate(whole.card, 'repair', whole.crew[0]!))).toBe('INVALID_TARGET');
    const { state, card, crew } = tinkering([person({ affiliation: 'Borg', skills: 'ENGINEER' }), person({ skills: 'SCIENCE' })]);
    expect(refused(state, activate(card, 'repair', crew[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'repair', crew[1]!))).toBe('INVALID_TARGET');
  });
});

describe('181_030 Tinkerer: the other two choices of the same once-each-turn stop — equipment shuffled back from the discard pile, or an equipment present swapped for a downloaded ENGINEER-related one', () => {
  /** Tinkerer on p1's table; p1's undamaged U.S.S. Galaxy at L1 with `crew` and `equipment` aboard; `discard` in p1's discard pile; `deck` on top of the draw deck. */
  function tinkering(crew: readonly (string | ReturnType<typeof person>)[], options: { equipment?: readonly string[]; discard?: readonly string[]; deck?: readonly string[] } = {}) {
    const discard = options.discard ?? [];
    const built = withDeck({ missions: ['Excavation'], ship: realCard('U.S.S. Galaxy'), crew, equipment: options.equipment ?? [], hand: ['Tinkerer', ...discard], deck: options.deck ?? [] });
    const [card, ...rest] = built.hand as [string, ...string[]];
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card }).state;
    return { state: moved(played, rest.map((iid) => [iid, Z.discard('p1')] as [string, string])), card, ship: built.ship, crew: built.built.ids.crew, equipment: built.built.ids.equipment, discard: rest, deck: built.deck };
  }

  it('applies: Geordi La Forge is stopped and the non-hand weapon equipment chosen from the discard pile go into the shuffled draw deck; the turn\'s use is spent', () => {
    const { state, card, crew, discard } = tinkering(['Geordi La Forge'], { discard: ['Medical Kit', 'Tricorder', 'Klingon Disruptor'], equipment: ['Medical Kit'], deck: ['Engineering Kit'] });
    const [geordi] = crew as [string];
    const [medkit, tricorder, disruptor] = discard as [string, string, string];
    expect(offersOf(state, card)).toEqual(expect.arrayContaining([activate(card, 'shuffle-equipment', geordi)]));
    const used = accepted(state, activate(card, 'shuffle-equipment', geordi));
    expect(used.state.cards[geordi]!.stopped).toBe(true);
    expect([...(used.state.pendingChoice?.options ?? [])].sort()).toEqual([medkit, tricorder].sort());
    const chosen = accepted(used.state, { type: 'MakeChoice', actor: 'p1', chosen: [medkit, tricorder] });
    expect(chosen.state.cards[medkit]!.zone).toBe(Z.draw('p1'));
    expect(chosen.state.cards[tricorder]!.zone).toBe(Z.draw('p1'));
    expect(chosen.state.cards[disruptor]!.zone).toBe(Z.discard('p1'));
    expect(ofType(chosen.events, 'DeckShuffled')).toEqual([expect.objectContaining({ zone: Z.draw('p1') })]);
    // One use each turn, whichever the choice (another ENGINEER would be refused too).
    expect(offersOf(chosen.state, card)).toEqual([]);
  });

  it('does not apply: with only a hand weapon in the discard pile the shuffle is not offered, and a stopped ENGINEER is no target', () => {
    const { state, card, crew } = tinkering(['Geordi La Forge'], { discard: ['Klingon Disruptor'] });
    const [geordi] = crew as [string];
    expect(offersOf(state, card)).toEqual([]);
    expect(refused(state, activate(card, 'shuffle-equipment', geordi))).toBe('INVALID_TARGET');
    const other = tinkering(['Geordi La Forge'], { discard: ['Medical Kit'] });
    const stopped: GameState = { ...other.state, cards: { ...other.state.cards, [other.crew[0]!]: { ...other.state.cards[other.crew[0]!]!, stopped: true } } };
    expect(refused(stopped, activate(other.card, 'shuffle-equipment', other.crew[0]!))).toBe('INVALID_TARGET');
  });

  it('applies: the Medical Kit aboard with Geordi is discarded and an Engineering Kit downloaded aboard; the once-per-game repair is still to come', () => {
    const { state, card, ship, crew, equipment, deck } = tinkering(['Geordi La Forge'], { equipment: ['Medical Kit'], deck: ['Engineering Kit', 'Medical Kit'] });
    const [geordi] = crew as [string];
    const [medkit] = equipment as [string];
    const [kit] = deck as [string];
    expect(offersOf(state, card)).toEqual([activate(card, 'swap-equipment', `${kit}>${geordi}>${medkit}`)]);
    const done = accepted(state, activate(card, 'swap-equipment', `${kit}>${geordi}>${medkit}`));
    expect(done.state.cards[geordi]!.stopped).toBe(true);
    expect(done.state.cards[medkit]!.zone).toBe(Z.discard('p1'));
    expect(done.state.cards[kit]!.zone).toBe(Z.aboard(ship));
    // A later turn, the ship damaged: the repair (once per game) is not spent by the swap.
    const later: GameState = {
      ...done.state,
      turn: { ...done.state.turn!, number: done.state.turn!.number + 2 },
      cards: { ...done.state.cards, [ship]: { ...done.state.cards[ship]!, damage: 1 }, [geordi]: { ...done.state.cards[geordi]!, stopped: false } },
    };
    expect(offersOf(later, card)).toEqual(expect.arrayContaining([activate(card, 'repair', geordi)]));
  });

  it('does not apply: no equipment present, or no ENGINEER-related equipment to download, offers no swap; a SCIENCE personnel is no target', () => {
    const bare = tinkering(['Geordi La Forge'], { deck: ['Engineering Kit'] });
    expect(offersOf(bare.state, bare.card)).toEqual([]);
    const medical = tinkering(['Geordi La Forge'], { equipment: ['Medical Kit'], deck: ['Medical Kit'] });
    expect(offersOf(medical.state, medical.card)).toEqual([]);
    const science = tinkering([person({ skills: 'SCIENCE' })], { equipment: ['Medical Kit'], deck: ['Engineering Kit'] });
    expect(refused(science.state, activate(science.card, 'swap-equipment', `${science.deck[0]!}>${science.crew[0]!}>${science.equipment[0]!}`))).toBe('INVALID_TARGET');
  });
});

describe('119_029 Q the Referee: once each turn, a [Ref] card of yours discarded (or placed beneath the deck) to draw; suspending play, another [Ref] card downloaded, then the incident discarded', () => {
  /** Q the Referee played onto p1's table; `hand` after it, `deck` on top of the draw deck. */
  function referee(hand: readonly (string | ReturnType<typeof person>)[], deck: readonly string[] = []) {
    const built = withDeck({ missions: ['Excavation'], hand: ['Q the Referee', ...hand], deck });
    const [card, ...rest] = built.hand as [string, ...string[]];
    return { state: accepted(built.state, { type: 'PlayCard', actor: 'p1', card }).state, card, rest, deck: built.deck };
  }

  it('applies: Panel Overload discarded from hand draws a card; Strategema beneath the deck that turn is refused (one use a turn); a [Ref] card on the table discarded draws too', () => {
    const { state, card, rest } = referee(['Panel Overload', 'Strategema']);
    const [panel, strategema] = rest as [string, string];
    const done = accepted(state, activate(card, 'discard-from-hand', panel));
    expect(done.state.cards[panel]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [expect.any(String)] })]);
    expect(refused(done.state, activate(card, 'beneath-from-hand', strategema))).toBe('ONCE_PER_TURN');
    // Used instead to place Strategema beneath the draw deck: it is the bottom card, and one card is drawn.
    const beneath = accepted(state, activate(card, 'beneath-from-hand', strategema));
    expect(cardsIn(beneath.state, Z.draw('p1')).at(-1)).toBe(strategema);
    expect(ofType(beneath.events, 'CardsDrawn')).toHaveLength(1);
    // Strategema on the table instead: discarded from play to draw.
    const onTable = moved(state, [[strategema, Z.table('p1')]]);
    const fromPlay = accepted(onTable, activate(card, 'discard-in-play', strategema));
    expect(fromPlay.state.cards[strategema]!.zone).toBe(Z.discard('p1'));
    expect(ofType(fromPlay.events, 'CardsDrawn')).toHaveLength(1);
  });

  it('applies: with the normal card play spent on Q the Referee, Strategema plays for free; the discard-to-draw use is then refused that turn', () => {
    const { state, card, rest } = referee(['Strategema', 'Panel Overload']);
    const [strategema, panel] = rest as [string, string];
    const play: Command = { type: 'PlayCard', actor: 'p1', card: strategema };
    expect(refused(state, play)).toBe('NORMAL_CARD_PLAY_USED');
    const opened = accepted(state, activate(card, 'free-play', strategema));
    expect(ofType(opened.events, 'ImmediateFreePlayOpened')).toHaveLength(1);
    const played = accepted(opened.state, play).state;
    expect(played.cards[strategema]!.zone).toBe(Z.table('p1'));
    expect(refused(played, activate(card, 'discard-from-hand', panel))).toBe('ONCE_PER_TURN');
  });

  it('applies: Strategema is downloaded from the deck onto the table and Q the Referee discarded', () => {
    const { state, card, deck } = referee([], ['Strategema']);
    const [strategema] = deck as [string];
    const done = accepted(state, activate(card, 'download-ref', strategema));
    expect(done.state.cards[strategema]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a personnel in hand is no [Ref] card; neither another Q the Referee nor a non-[Ref] incident is downloaded', () => {
    const { state, card, rest, deck } = referee([person({ skills: 'OFFICER' })], ['Q the Referee', 'Hirogen Hunt']);
    expect(refused(state, activate(card, 'discard-from-hand', rest[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'free-play', rest[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'download-ref', deck[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'download-ref', deck[1]!))).toBe('INVALID_TARGET');
    // Q the Referee is itself one of your [Ref] cards in play: the only uses offered are discarding it, or placing it beneath the draw deck, to draw.
    expect(offersOf(state, card)).toEqual([activate(card, 'discard-in-play', card), activate(card, 'beneath-in-play', card)]);
  });

  it('applies: Strategema on the table is placed beneath the draw deck to draw a card (issue 15, helper partials); a second use that turn is refused', () => {
    const { state, card, rest } = referee(['Strategema', 'Panel Overload']);
    const [strategema, panel] = rest as [string, string];
    const onTable = moved(state, [[strategema, Z.table('p1')]]);
    const done = accepted(onTable, activate(card, 'beneath-in-play', strategema));
    expect(cardsIn(done.state, Z.draw('p1')).at(-1)).toBe(strategema);
    expect(done.state.cards[strategema]!.faceUp).toBe(false);
    expect(ofType(done.events, 'CardsDrawn')).toHaveLength(1);
    expect(refused(done.state, activate(card, 'discard-from-hand', panel))).toBe('ONCE_PER_TURN');
  });

  it('does not apply: a [Ref] card still in hand is not placed beneath by the in-play use; a non-[Ref] card on the table is no target', () => {
    const { state, card, rest } = referee(['Strategema', 'Hirogen Hunt']);
    const [strategema, hunt] = rest as [string, string];
    expect(refused(state, activate(card, 'beneath-in-play', strategema))).toBe('INVALID_TARGET');
    const onTable = moved(state, [[hunt, Z.table('p1')]]);
    expect(refused(onTable, activate(card, 'beneath-in-play', hunt))).toBe('INVALID_TARGET');
  });

  it('applies: suspending play, the download is made in p1\'s own response window on p2\'s turn (issue 15, helper partials)', () => {
    const { state, card, deck } = referee([], ['Strategema']);
    const [strategema] = deck as [string];
    const theirTurn: GameState = { ...state, turn: { ...state.turn!, player: 'p2' } };
    const inWindow: GameState = { ...theirTurn, windows: [{ action: 'card-played', card, by: 'p2', player: 'p1' }] };
    expect(offersOf(inWindow, card)).toEqual([activate(card, 'download-ref', strategema)]);
    const done = accepted(inWindow, activate(card, 'download-ref', strategema));
    expect(done.state.cards[strategema]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: on p2\'s turn outside a response window, or in p2\'s window, play is not suspended for the download', () => {
    const { state, card, deck } = referee([], ['Strategema']);
    const theirTurn: GameState = { ...state, turn: { ...state.turn!, player: 'p2' } };
    expect(refused(theirTurn, activate(card, 'download-ref', deck[0]!))).toBe('NOT_YOUR_TURN');
    const theirWindow: GameState = { ...theirTurn, windows: [{ action: 'card-played', card, by: 'p1', player: 'p2' }] };
    expect(refused(theirWindow, activate(card, 'download-ref', deck[0]!))).toBe('NOT_YOUR_DECISION');
  });
});

describe('122_033 Emblem of the Alliance: once each turn a [KCA] personnel reports for free while your [KCA] leader names it (or is named by it) in lore (issue 15, helper tail4)', () => {
  const kca = (spec: Parameters<typeof person>[0], lore: string) => ({ ...person({ affiliation: 'Federation', ...spec }), lore, icons: [{ code: 'KCA', name: 'KCA', category: 'test' }] });
  const soldier = kca({ title: 'Test Soldier', skills: 'SECURITY' }, 'Served under a harsh commander.');
  const aide = kca({ title: 'Test Aide', skills: 'SCIENCE' }, 'Loyal aide to Test Leader for years.');
  const other = kca({ title: 'Test Other', skills: 'SCIENCE' }, 'Never met anyone.');
  /** p1's Federation Outpost at L1 with `leader` aboard, the incident on the table unless `without`, the normal card play spent. */
  function given(leader: ReturnType<typeof person>, hand: ReturnType<typeof person>[], without = false) {
    const built = withDeck({ missions: ['Excavation'], hand: ['Emblem of the Alliance', 'Federation Outpost', leader, ...hand], deck: [] });
    const [emblem, outpost, chief, ...rest] = built.hand as [string, string, string, ...string[]];
    const placed = moved(built.state, [[outpost, Z.space('L1')], [chief, Z.aboard(outpost)], ...(without ? [] : ([[emblem, Z.table('p1')]] as [string, string][]))]);
    return { state: { ...placed, turn: { ...placed.turn!, normalCardPlayUsed: true } } as GameState, outpost, rest };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  const leader = kca({ title: 'Test Leader', skills: 'OFFICER' }, 'Commander who trusts Test Soldier above all.');

  it('applies: the leader names the soldier — the soldier reports for free; the aide (whose lore names the leader) is then refused the same turn', () => {
    const { state, outpost, rest } = given(leader, [soldier, aide]);
    const [man, helper] = rest as [string, string];
    const first = accepted(state, report(man, outpost));
    expect(ofType(first.events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(refused(first.state, report(helper, outpost))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('applies: the aide names the leader in lore — the aide reports for free', () => {
    const { state, outpost, rest } = given(leader, [aide]);
    expect(ofType(accepted(state, report(rest[0]!, outpost)).events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([false]);
  });
  it('does not apply: a [KCA] personnel neither naming nor named; a named one whose namer is no leader or shows no [KCA]; without the incident', () => {
    const unnamed = given(leader, [other]);
    expect(refused(unnamed.state, report(unnamed.rest[0]!, unnamed.outpost))).toBe('NORMAL_CARD_PLAY_USED');
    const follower = kca({ title: 'Test Leader', skills: 'SCIENCE' }, 'Friend of Test Soldier.');
    const notLeader = given(follower, [soldier]);
    expect(refused(notLeader.state, report(notLeader.rest[0]!, notLeader.outpost))).toBe('NORMAL_CARD_PLAY_USED');
    const plain = { ...person({ affiliation: 'Federation', title: 'Test Leader', skills: 'OFFICER' }), lore: 'Commander who trusts Test Soldier above all.' };
    const noIcon = given(plain, [soldier]);
    expect(refused(noIcon.state, report(noIcon.rest[0]!, noIcon.outpost))).toBe('NORMAL_CARD_PLAY_USED');
    const off = given(leader, [soldier], true);
    expect(refused(off.state, report(off.rest[0]!, off.outpost))).toBe('NORMAL_CARD_PLAY_USED');
  });
});
