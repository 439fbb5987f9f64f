/**
 * Incidents of helper incidents-f (issue 15): limits an incident puts on its owner's turn, a repair with a
 * matching facility, equipment that reports for free from a table permit, and cards reporting aboard a
 * ship because of a card lying on it.
 *   1E rulebook › THE PLAY PHASE (card play, then executing orders; END OF TURN: the card draw);
 *   PLAYING "FOR FREE"; DOWNLOADING; DAMAGE AND REPAIRS; REPORTING FOR DUTY ("unless a card says
 *   otherwise"); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects); MISCELLANEOUS RULES ›
 *   "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a scene on p1's turn: the incident moved to the table, an outpost at L1) / when (ReportForDuty,
 * ActivateCard, PlayCard, EndTurn) / then (the exact facts, the card's zone, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { legalCommandsByCheck } from '../testing/legal-oracle';
import { accepted, moved as moves, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { cardDrawsForbidden } from './no-card-draws';
import { activate, report } from '../testing/commands';

function outpostOf(affiliation: string): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] };
}
function withIcons(spec: PersonSpec & { icons?: string[] }): Card {
  const base = person(spec);
  return { ...base, icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })) };
}
const orders = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, stage: 'orders' } });

/**
 * Given the incidents (moved to p1's table), an outpost of `affiliation` at L1 and `hand` in p1's hand.
 * Returns the state and the ids: incidents, outpost, hand cards.
 */
function tableScene(incidents: readonly string[], affiliation: string, hand: readonly (string | Card)[]) {
  const built = scene({ missions: ['Excavation'], hand: [...incidents, outpostOf(affiliation), ...hand] });
  const ids = built.ids.hand;
  const cards = ids.slice(0, incidents.length);
  const post = ids[incidents.length]!;
  const rest = ids.slice(incidents.length + 1);
  const state = moves(built.state, [...cards.map((iid) => [iid, Z.table('p1')] as [string, string]), [post, Z.space('L1')]]);
  return { state, cards, post, rest };
}

describe('241_017 Make a Difference Again: a draw when you play Kirk or a [Films][TNG] personnel, none from card effects once orders begin', () => {
  it('a [Films][TNG] personnel reported: one card drawn (once each turn); a [TNG] personnel without [Films]: none', () => {
    const { state, post, rest } = tableScene(['241_017'], 'Federation', [withIcons({ icons: ['Films', 'TNG'] }), withIcons({ icons: ['Films', 'TNG'] })]);
    const [films, films2] = rest as [string, string];
    const first = accepted(state, report(films, post));
    expect(ofType(first.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', reason: 'card-effect' })]);
    // The second [Films][TNG] reports for free (the card's free report) but draws nothing: once each turn.
    const second = accepted(first.state, report(films2, post));
    expect(ofType(second.events, 'CardsDrawn')).toEqual([]);
    const other = tableScene(['241_017'], 'Federation', [withIcons({ icons: ['TNG'] })]);
    expect(ofType(accepted(other.state, report(other.rest[0]!, other.post)).events, 'CardsDrawn')).toEqual([]);
  });
  it('James T. Kirk reported: one card drawn', () => {
    const { state, post, rest } = tableScene(['241_017'], 'Federation', [{ ...withIcons({}), title: 'James T. Kirk' }]);
    expect(ofType(accepted(state, report(rest[0]!, post)).events, 'CardsDrawn')).toHaveLength(1);
  });
  it('once orders have begun on your turn, card-effect draws are barred; not before, not without the card, not on the opponent\'s turn', () => {
    const { state } = tableScene(['241_017'], 'Federation', []);
    expect(cardDrawsForbidden(orders(state), 'p1')).toBe(true);
    expect(cardDrawsForbidden(state, 'p1')).toBe(false);
    expect(cardDrawsForbidden(orders(state), 'p2')).toBe(false);
    const without = tableScene([], 'Federation', []);
    expect(cardDrawsForbidden(orders(without.state), 'p1')).toBe(false);
  });
  it('with New Arrivals too: ending the turn after orders began draws only the normal card; ending it in the card play draws both', () => {
    const { state } = tableScene(['241_017', '167_029'], 'Federation', []);
    const afterOrders = accepted(orders(state), { type: 'EndTurn', actor: 'p1' });
    expect(ofType(afterOrders.events, 'CardsDrawn').map((event) => event.reason)).toEqual(['end-of-turn']);
    const inCardPlay = accepted(state, { type: 'EndTurn', actor: 'p1' });
    expect(ofType(inCardPlay.events, 'CardsDrawn').map((event) => event.reason)).toEqual(['card-effect', 'end-of-turn']);
  });
});

describe('167_029 New Arrivals: a draw at the end of every turn; discarded at a second free personnel in one turn', () => {
  it("at the end of the opponent's turn its owner draws a card too; without it, only the opponent draws", () => {
    const { state } = tableScene(['167_029'], 'Federation', []);
    const theirs = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], state);
    expect(ofType(accepted(theirs, { type: 'EndTurn', actor: 'p2' }).events, 'CardsDrawn').map((event) => event.player)).toEqual(['p1', 'p2']);
    const without = tableScene([], 'Federation', []);
    const theirsWithout = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], without.state);
    expect(ofType(accepted(theirsWithout, { type: 'EndTurn', actor: 'p2' }).events, 'CardsDrawn').map((event) => event.player)).toEqual(['p2']);
  });
  it('a second personnel played for free in the turn (through Make a Difference Again) discards it; one free personnel does not', () => {
    const { state, cards, post, rest } = tableScene(['167_029', '241_017'], 'Federation', [person({ universal: true }), withIcons({ icons: ['Films', 'TNG'], universal: false })]);
    const [arrivals] = cards as [string, string];
    const [newcomer, films] = rest as [string, string];
    const first = accepted(state, report(newcomer, post));
    expect(ofType(first.events, 'CardReported')).toEqual([expect.objectContaining({ card: newcomer, normalCardPlay: false })]);
    expect(first.state.cards[arrivals]!.zone).toBe(Z.table('p1'));
    const second = accepted(first.state, report(films, post));
    expect(ofType(second.events, 'CardReported')).toEqual([expect.objectContaining({ card: films, normalCardPlay: false })]);
    expect(second.state.cards[arrivals]!.zone).toBe(Z.discard('p1'));
  });
  it('a free personnel and one reported as the normal card play: it stays', () => {
    const { state, cards, post, rest } = tableScene(['167_029'], 'Federation', [person({ universal: true }), person({ universal: false })]);
    const first = accepted(state, report(rest[0]!, post));
    const second = accepted(first.state, report(rest[1]!, post));
    expect(ofType(second.events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: true })]);
    expect(second.state.cards[cards[0]!]!.zone).toBe(Z.table('p1'));
  });
});

describe('167_030 Reshape the Quadrant: once per game an [RC] card downloaded; discarded when you play a personnel or ship without [DS9]', () => {
  it('a [DS9] personnel reported: it stays; a personnel without [DS9]: it is discarded', () => {
    const { state, cards, post, rest } = tableScene(['167_030'], 'Federation', [withIcons({ icons: ['DS9'] }), withIcons({ icons: ['TNG'] })]);
    const ds9 = accepted({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } }, report(rest[0]!, post));
    expect(ds9.state.cards[cards[0]!]!.zone).toBe(Z.table('p1'));
    const other = accepted(state, report(rest[1]!, post));
    expect(other.state.cards[cards[0]!]!.zone).toBe(Z.discard('p1'));
  });
  it('downloads one [RC] card (Call for Reinforcements) once per game; a card without [RC] is no target', () => {
    const { state, cards, rest } = tableScene(['167_030'], 'Federation', ['167_023', '101_060']);
    const [reshape] = cards as [string];
    const [rc, kit] = rest as [string, string];
    const done = accepted(state, activate(reshape, 'download-rc', rc));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: rc })]);
    expect(done.state.cards[rc]!.zone).toBe(Z.table('p1'));
    expect(refused(state, activate(reshape, 'download-rc', kit))).toBe('INVALID_TARGET');
    const later = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], done.state);
    expect(refused(later, activate(reshape, 'download-rc', rc))).not.toBeNull();
  });
});

describe('167_023 Call for Reinforcements: once per game, in place of the normal card play, a damaged ship repaired with a matching facility in play', () => {
  function repairScene(affiliation: string, damage: number) {
    const built = scene({ missions: ['Excavation'], ship: realCard('Runabout'), hand: ['167_023', outpostOf(affiliation)] });
    const [incident, post] = built.ids.hand as [string, string];
    const moved = moves(built.state, [[incident, Z.table('p1')], [post, Z.space('L1')]]);
    const ship = built.ids.ship!;
    const state = { ...moved, cards: { ...moved.cards, [ship]: { ...moved.cards[ship]!, damage } } };
    return { state, incident, ship };
  }
  it('with a Federation outpost, the damaged Federation Runabout is repaired and the normal card play is spent', () => {
    const { state, incident, ship } = repairScene('Federation', 1);
    expect(legalCommands(state, 'p1')).toContainEqual(activate(incident, 'repair-ship', ship));
    const done = accepted(state, activate(incident, 'repair-ship', ship));
    expect(ofType(done.events, 'ShipRepaired')).toEqual([expect.objectContaining({ ship, source: incident })]);
    expect(done.state.cards[ship]!.damage ?? 0).toBe(0);
    expect(done.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('with only a Klingon outpost, or an undamaged ship, there is no target', () => {
    const klingon = repairScene('Klingon', 1);
    expect(refused(klingon.state, activate(klingon.incident, 'repair-ship', klingon.ship))).toBe('INVALID_TARGET');
    const whole = repairScene('Federation', 0);
    expect(refused(whole.state, activate(whole.incident, 'repair-ship', whole.ship))).toBe('INVALID_TARGET');
  });
  it('legalCommands and the check-by-check oracle agree', () => {
    const { state } = repairScene('Federation', 1);
    expect(legalCommands(state, 'p1')).toEqual(legalCommandsByCheck(state, 'p1'));
  });
});

describe('123_065 The Vidiian Sodality: a MEDICAL equipment reports for free; on your Vidiian Cruiser, Vidiian personnel report aboard', () => {
  it('on your table: with the card play spent, Medical Kit (MEDICAL in its text) reports for free once; a Klingon Disruptor does not', () => {
    const { state, post, rest } = tableScene(['123_065'], 'Vidiian', ['101_060', '101_060', 'Klingon Disruptor']);
    const spent = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    const [kit, kit2, disruptor] = rest as [string, string, string];
    const done = accepted(spent, report(kit, post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: kit, normalCardPlay: false })]);
    expect(refused(done.state, report(kit2, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(refused(spent, report(disruptor, post))).toBe('NORMAL_CARD_PLAY_USED');
    const without = tableScene([], 'Vidiian', ['101_060']);
    expect(refused({ ...without.state, turn: { ...without.state.turn!, normalCardPlayUsed: true } }, report(without.rest[0]!, without.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  function cruiserScene(played: boolean) {
    const built = scene({ missions: ['Excavation'], ship: realCard('Vidiian Cruiser'), hand: ['123_065', person({ affiliation: 'Vidiian' }), person({ affiliation: 'Federation' })] });
    const [sodality, vidiian, federation] = built.ids.hand as [string, string, string];
    const cruiser = built.ids.ship!;
    const state = played ? accepted(built.state, { type: 'PlayCard', actor: 'p1', card: sodality, target: cruiser, mode: 1 } as Command).state : built.state;
    return { state: { ...state, turn: { ...state.turn!, normalCardPlayUsed: false } }, sodality, vidiian, federation, cruiser };
  }
  it('played on your Vidiian Cruiser, it lies there and a Vidiian personnel reports aboard; a Federation one does not', () => {
    const { state, sodality, vidiian, federation, cruiser } = cruiserScene(true);
    expect(state.cards[sodality]!.zone).toBe(Z.on(cruiser));
    expect(legalCommands(state, 'p1')).toContainEqual(report(vidiian, cruiser));
    const done = accepted(state, report(vidiian, cruiser));
    expect(done.state.cards[vidiian]!.zone).toBe(Z.aboard(cruiser));
    expect(refused(state, report(federation, cruiser))).toBe('NOT_REPORTABLE');
  });
  it('without it on the cruiser, nothing reports aboard', () => {
    const { state, vidiian, cruiser } = cruiserScene(false);
    expect(refused(state, report(vidiian, cruiser))).toBe('NO_SUCH_FACILITY');
  });
  it('legalCommands offers the Vidiian report aboard the cruiser and not the Federation one (the check-by-check oracle lists no ships as places to report)', () => {
    const { state, vidiian, federation, cruiser } = cruiserScene(true);
    const aboard = legalCommands(state, 'p1').filter((command) => command.type === 'ReportForDuty' && command.facility === cruiser);
    expect(aboard).toEqual([report(vidiian, cruiser)]);
    expect(aboard).not.toContainEqual(report(federation, cruiser));
  });
});

describe('249_002 Superior Surgical Knowledge: no card-effect draws on your turns; a draw as the opponent draws, while you play only Vidiians', () => {
  /** p1's card on p1's table, p2's New Arrivals on p2's table; every p1 personnel made Vidiian unless `mixed`. It is p2's turn 2. */
  function knowledgeScene(mixed: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['249_002'], opponentHand: ['167_029'] });
    const knowledge = built.ids.hand[0]!;
    const arrivals = built.ids.opponentHand[0]!;
    const moved = evolveAll(
      [
        { type: 'CardMoved', card: knowledge, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: arrivals, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' },
        { type: 'TurnBegan', player: 'p2', number: 2 },
      ] as GameEvent[],
      built.state,
    );
    const blueprints = { ...moved.blueprints };
    const personnel = Object.values(moved.cards).filter((instance) => instance.owner === 'p1' && blueprints[instance.blueprint]!.type === 'Personnel');
    personnel.forEach((instance, index) => {
      if (!mixed || index > 0) blueprints[instance.blueprint] = { ...blueprints[instance.blueprint]!, affiliations: ['Vidiian' as never] };
    });
    return { state: { ...moved, blueprints }, knowledge };
  }
  it("the opponent's extra card at the end of their turn (New Arrivals) gives you one; their normal draw does not", () => {
    const { state } = knowledgeScene(false);
    const ended = accepted(state, { type: 'EndTurn', actor: 'p2' });
    expect(ofType(ended.events, 'CardsDrawn').map((event) => [event.player, event.reason])).toEqual([
      ['p2', 'card-effect'],
      ['p2', 'end-of-turn'],
      ['p1', 'card-effect'],
    ]);
  });
  it('with one Federation personnel among yours, nothing is drawn for you', () => {
    const { state } = knowledgeScene(true);
    expect(ofType(accepted(state, { type: 'EndTurn', actor: 'p2' }).events, 'CardsDrawn').map((event) => event.player)).toEqual(['p2', 'p2']);
  });
  it('on your own turn card effects draw you nothing, not even for the opponent\'s draw at its end (your end-of-turn draw still comes)', () => {
    const { state } = knowledgeScene(false);
    const yours = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], state);
    expect(cardDrawsForbidden(yours, 'p1')).toBe(true);
    expect(cardDrawsForbidden(state, 'p1')).toBe(false);
    expect(ofType(accepted(yours, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn').map((event) => [event.player, event.reason])).toEqual([
      ['p2', 'card-effect'],
      ['p1', 'end-of-turn'],
    ]);
  });
});

describe('241_011 Battle Stations: Core Protection: three cards for the normal draw with Sovereign Class; your other cards draw you nothing on your turns', () => {
  it('with Battle Stations: Sovereign Class in play, the end-of-turn draw is three cards; without it, one', () => {
    const both = tableScene(['241_011', '241_012'], 'Federation', []);
    const drawn = ofType(accepted(both.state, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn');
    expect(drawn.map((event) => [event.reason, event.cards.length])).toEqual([['end-of-turn', 3]]);
    const alone = tableScene(['241_011'], 'Federation', []);
    expect(ofType(accepted(alone.state, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn').map((event) => [event.reason, event.cards.length])).toEqual([['end-of-turn', 1]]);
  });
  it("on your turn New Arrivals' extra card is ignored; on the opponent's turn it is drawn", () => {
    const { state } = tableScene(['241_011', '167_029'], 'Federation', []);
    expect(ofType(accepted(state, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn').map((event) => [event.player, event.reason])).toEqual([['p1', 'end-of-turn']]);
    const theirs = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], state);
    expect(ofType(accepted(theirs, { type: 'EndTurn', actor: 'p2' }).events, 'CardsDrawn').map((event) => [event.player, event.reason])).toEqual([
      ['p1', 'card-effect'],
      ['p2', 'end-of-turn'],
    ]);
  });
});
