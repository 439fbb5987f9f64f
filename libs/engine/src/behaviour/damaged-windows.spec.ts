/**
 * The 34th Rule of Acquisition (issue 15, helper windows): once every turn, in the player's window
 * just after a battle is initiated (battle.ts) or just after an opponent's ship is damaged
 * (behaviour/damaged-windows.ts), two Gold-Pressed Latinum download where its personnel is (three for
 * an arms dealer), or two cards are drawn.
 *   1E rulebook › BATTLE; DAMAGE AND REPAIRS › ROTATION DAMAGE; DOWNLOADING; THE PLAY PHASE ›
 *   Alternating Actions.
 * given (p1's Ferengi with Acquisition on L1's planet, the rule on him, three Latinum atop p1's deck;
 * p2's personnel there or p2's ship in the Badlands) / when (p1 attacks, or p1's Organized Terrorist
 * Activities damages p2's ship; p1 uses the rule in its window) / then (Latinum on the planet, or two
 * cards drawn; once a turn; not for p1's own ship; no window for an automatic passer).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const icon = (code: string) => ({ code, name: code, category: 'other' });
const maquis = (): Card => ({ ...person({ skills: 'SECURITY', affiliation: 'Non-Aligned' }), property: 'DS9', icons: [icon('Maq')] });
const LATINUM = ['Gold-Pressed Latinum', 'Gold-Pressed Latinum', 'Gold-Pressed Latinum'];

/** p1's trader (Acquisition, or an arms dealer) with the rule on him at L1 (Badlands); p2's Klingon on the planet and ship in space; p1 passes every window when `every`. */
function ruleScene(opts: { dealer?: boolean; every?: boolean; maquis?: number } = {}) {
  const trader: Card = opts.dealer ? { ...person({ skills: 'OFFICER', affiliation: 'Ferengi' }), characteristics: ['Arms dealer'] } : person({ skills: 'OFFICER Acquisition', affiliation: 'Ferengi' });
  const target = { ...ship({ title: 'Test Target' }), affiliations: ['Cardassian' as never] };
  const built = scene({
    missions: ['Excavation'],
    region: 'Badlands Region',
    awayTeam: [trader, ...Array.from({ length: opts.maquis ?? 0 }, maquis)],
    hand: ['34th Rule of Acquisition', 'Organized Terrorist Activities'],
    opponentHand: [{ skills: 'SECURITY', affiliation: 'Klingon' }, target],
    drawTop: LATINUM,
  });
  const [rule, terror] = built.ids.hand as [string, string];
  const [klingon, theirs] = built.ids.opponentHand as [string, string];
  const placed = moved(built.state, [
    [rule, Z.on(built.ids.awayTeam[0]!)],
    [klingon, Z.surface('L1')],
    [theirs, Z.space('L1')],
  ]);
  const state = opts.every === false ? play(placed, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state : play(placed, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }]).state;
  return { state, rule, terror, theirs, latinum: built.ids.deck, trader: built.ids.awayTeam[0]! };
}
const use = (card: string, ability: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability });
const abilitiesOf = (state: GameState) => legalCommands(state, 'p1').flatMap((command) => (command.type === 'ActivateCard' ? [command.ability] : []));
const own0 = (state: GameState): string => Object.keys(state.cards)[0]!;
const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };

describe('117_025 34th Rule of Acquisition', () => {
  const onPlanet = (state: GameState, cards: readonly string[]) => cards.filter((card) => state.cards[card]!.zone === Z.surface('L1')).length;

  it('just after a battle is initiated: two Latinum download to the planet where the trader is', () => {
    const { state, rule, latinum } = ruleScene();
    const attacked = play(state, [attack]).state;
    expect(attacked.windows?.at(-1)).toMatchObject({ action: 'battle-initiated', player: 'p1' });
    expect(abilitiesOf(attacked)).toEqual(['battle-latinum', 'battle-draw']);
    const used = play(attacked, [use(rule, 'battle-latinum')]);
    expect(ofType(used.events, 'CardDownloaded').length).toBe(2);
    expect(onPlanet(used.state, latinum)).toBe(2);
  });

  it('an arms dealer downloads three; the other way draws two cards instead', () => {
    const dealt = ruleScene({ dealer: true });
    const attacked = play(dealt.state, [attack]).state;
    expect(abilitiesOf(attacked)).toEqual(['battle-latinum', 'battle-latinum-dealer', 'battle-draw']);
    expect(onPlanet(play(attacked, [use(dealt.rule, 'battle-latinum-dealer')]).state, dealt.latinum)).toBe(3);
    const plain = ruleScene();
    const before = plain.state.zones[Z.hand('p1')]?.length ?? 0;
    const drawn = play(plain.state, [attack, use(plain.rule, 'battle-draw')]).state;
    expect(drawn.zones[Z.hand('p1')]?.length ?? 0).toBe(before + 2);
    expect(onPlanet(drawn, plain.latinum)).toBe(0);
  });

  it('just after p1’s Organized Terrorist Activities damaged p2’s ship: the ship-damaged window is p1’s and the rule answers it', () => {
    const { state, rule, terror, theirs, latinum } = ruleScene({ maquis: 8 });
    const damaged = play(state, [{ type: 'PlayCard', actor: 'p1', card: terror, target: theirs }]);
    expect(ofType(damaged.events, 'ShipDamaged').map((event) => event.ship)).toEqual([theirs]);
    expect(damaged.state.windows?.at(-1)).toMatchObject({ action: 'ship-damaged', player: 'p1', by: 'p2', card: theirs });
    expect(abilitiesOf(damaged.state)).toEqual(['damaged-latinum', 'damaged-draw']);
    const used = play(damaged.state, [use(rule, 'damaged-latinum')]).state;
    expect(onPlanet(used, latinum)).toBe(2);
    expect(used.windows ?? []).toEqual([]);
  });

  it('does not apply: no use outside a window; once a turn for all its ways; p1’s own ship damaged is no answer; no ship-damaged window for a player on automatic pass', () => {
    const { state, rule } = ruleScene();
    expect(abilitiesOf(state)).toEqual([]);
    expect(refused(state, use(rule, 'battle-latinum'))).toBe('NO_RESPONSE_WINDOW');
    const once = play(state, [attack, use(rule, 'battle-draw')]).state;
    // A second battle window the same turn (put in place here): the limit is spent, for every way; not so without the first use.
    const window = { action: 'battle-initiated' as const, card: own0(state), by: 'p2' as const, player: 'p1' as const };
    expect(abilitiesOf({ ...once, windows: [window] })).toEqual([]);
    expect(abilitiesOf({ ...state, windows: [window] })).toEqual(['battle-latinum', 'battle-draw']);
    const own = ruleScene();
    const selfDamaged: GameState = { ...own.state, windows: [{ action: 'ship-damaged', card: own.theirs, cards: [own.theirs], by: 'p1', player: 'p1' }] };
    expect(refused(selfDamaged, use(own.rule, 'damaged-latinum'))).toBe('NOT_OPPONENTS_ACTION');
    const auto = ruleScene({ maquis: 8, every: false });
    const damaged = play(auto.state, [{ type: 'PlayCard', actor: 'p1', card: auto.terror, target: auto.theirs }]);
    expect(ofType(damaged.events, 'ShipDamaged')).toHaveLength(1);
    expect(ofType(damaged.events, 'ResponseWindowOpened').map((event) => event.window.action)).not.toContain('ship-damaged');
  });
});
