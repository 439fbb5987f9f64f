/**
 * Plain-language lines for battle events (libs/engine battle/types-battle.ts; 1E rulebook › BATTLE: INITIATING A
 * BATTLE, PERSONNEL BATTLE, SHIP BATTLE, AFTER THE BATTLE) and cloaking (1E rulebook › CLOAKING AND PHASING).
 * Until these existed the event list showed the event's type ("BattleInitiated").
 */
export interface Words {
  who(player: unknown): string;
  card(iid: unknown): string;
  cards(list: unknown): string;
  loc(location: unknown): string;
  place(zone: unknown): string;
}

type Ev = Record<string, unknown>;

const HURT: Readonly<Record<string, string>> = { stunned: 'stunned', 'mortally-wounded': 'mortally wounded', killed: 'killed', disabled: 'disabled' };
const RESULT: Readonly<Record<string, string>> = { miss: 'a miss', hit: 'a hit', 'direct-hit': 'a direct hit' };

/** The line of a battle or cloaking event, or null for any other event. */
export function describeBattleEvent(e: Ev, w: Words): string | null {
  switch (e.type) {
    case 'ShipCloaked':
      return `${w.who(e.player)} ${e.mode === 'phased' ? 'phases' : 'cloaks'} ${w.card(e.ship)}`;
    case 'ShipDecloaked':
      return `${w.who(e.player)} decloaks ${w.card(e.ship)}${typeof e.source === 'string' ? ` (${w.card(e.source)})` : ''}`;
    case 'BattleInitiated': {
      const b = (e.battle ?? {}) as Ev;
      const counter = b.counterAttack ? ' (a counter-attack)' : '';
      if (b.kind === 'ship') return `${w.who(b.attacker)} attacks ${w.card(b.target)} at ${w.loc(b.location)} with ${w.cards(b.attacking)}${counter}`;
      // on a planet ("the planet at …") or aboard a ship or facility ("aboard …")
      const at = typeof b.zone === 'string' ? w.place(b.zone) : null;
      const where = at === null ? `at ${w.loc(b.location)}` : at.startsWith('aboard ') ? at : `on ${at}`;
      return `${w.who(b.attacker)} starts a personnel battle ${where}: ${w.cards(b.attacking)} against ${w.cards(b.defending)}${counter}`;
    }
    case 'ReturnFireDeclared':
      return e.target ? `${w.who(e.player)} returns fire at ${w.card(e.target)} with ${w.cards(e.ships)}` : `${w.who(e.player)} does not return fire`;
    case 'ShipsFired':
      return `${w.cards(e.ships)} ${e.stage === 'return-fire' ? 'return fire' : 'open fire'} at ${w.card(e.target)}: ATTACK ${String(e.attack)} against DEFENSE ${String(e.defense)}, ${RESULT[String(e.result)] ?? String(e.result)}`;
    case 'CombatPilesFormed': {
      const piles = (e.piles ?? {}) as Record<string, unknown[]>;
      const aside = Array.isArray(e.setAside) && e.setAside.length > 0 ? `; ${w.cards(e.setAside)} set aside` : '';
      return `The combatants form up: ${w.who('p1')} ${piles.p1?.length ?? 0}, ${w.who('p2')} ${piles.p2?.length ?? 0}${aside}`;
    }
    case 'CombatPaused': {
      const pairing = e.pairing as unknown[] | null;
      return pairing ? `${w.card(pairing[0])} faces ${w.card(pairing[1])}: responses may be played` : 'Every pairing has fought: responses may be played';
    }
    case 'CombatResolved': {
      const [a, b] = (e.adversaries ?? []) as unknown[];
      const [sa, sb] = (e.strengths ?? []) as unknown[];
      const hurt = e.outcome === 'none' || !e.loser ? 'neither is hurt' : `${w.card(e.loser)} is ${HURT[String(e.outcome)] ?? String(e.outcome)}${typeof e.by === 'string' ? ` (${w.card(e.by)})` : ''}`;
      return `${w.card(a)} (STRENGTH ${String(sa)}) engages ${w.card(b)} (STRENGTH ${String(sb)}): ${hurt}`;
    }
    case 'CombatResponded':
      return `${w.card(e.source)}: ${w.card(e.target)} is ${HURT[String(e.outcome)] ?? String(e.outcome)}`;
    case 'EquipmentJoinedBattle':
      return `${w.cards(e.cards)} join the battle`;
    case 'BattleStepAdded':
      return `${w.card((e.step as Ev | undefined)?.source)} adds a step to the battle`;
    case 'BattleModified':
      return `${w.card((e.modifier as Ev | undefined)?.source)} changes the battle`;
    case 'CounterAttackOpened':
      return `${w.who(e.player)} may counter-attack at ${w.loc(e.location)} on their next turn (${w.card(e.source)})`;
    case 'BattleEnded': {
      const totals = e.totals as Record<string, number> | undefined;
      const score = totals ? ` (${w.who('p1')} ${totals.p1}, ${w.who('p2')} ${totals.p2})` : '';
      const kind = e.kind === 'ship' ? 'ship' : 'personnel';
      const how = e.cancelled ? 'is cancelled' : e.winner ? `is won by ${w.who(e.winner)}` : 'ends without a winner';
      const killed = Array.isArray(e.killed) && e.killed.length > 0 ? `; killed: ${w.cards(e.killed)}` : '';
      return `The ${kind} battle at ${w.loc(e.location)} ${how}${score}${killed}`;
    }
    default:
      return null;
  }
}
