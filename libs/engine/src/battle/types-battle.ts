/**
 * Battle (issue 15): the state of a battle in progress, its commands and its facts, spread into the
 * engine's unions in types.ts. 1E rulebook › BATTLE (INITIATING A BATTLE, PERSONNEL BATTLE, SHIP
 * BATTLE, AFTER THE BATTLE) and DAMAGE AND REPAIRS › ROTATION DAMAGE.
 */
import type { RngState } from '../prng';

type PlayerId = 'p1' | 'p2';

/** A battle between its initiation and its resolution (a single action: 1E rulebook › BATTLE › Reminder: Actions and Valid Responses). */
export interface BattleState {
  readonly kind: 'personnel' | 'ship';
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
  readonly location: string;
  /** Personnel battle: the zone where both forces are present (a planet surface, a ship or facility). */
  readonly zone?: string;
  /** The attacking personnel (personnel battle) or ships (ship battle). */
  readonly attacking: readonly string[];
  /** The targeted crew or Away Team (personnel battle: every opposing personnel present) or the targeted ship. */
  readonly defending: readonly string[];
  /** Ship battle: the single targeted ship. */
  readonly target?: string;
  /** A counter-attack: no leader needed, no affiliation attack restrictions (AFTER THE BATTLE). */
  readonly counterAttack: boolean;
  /** Ship battle: the defender's return fire (null: declined); undefined until declared. */
  readonly returnFire?: { readonly ships: readonly string[]; readonly target: string } | null;
  /** Personnel battle: who was stunned or mortally wounded in the combat stage. */
  readonly stunned?: readonly string[];
  readonly wounded?: readonly string[];
  /** Issue 15 (helper trophies): who stunned or mortally wounded each one in the combat stage — the other adversary of its pairing (behaviour/trophies.ts). */
  readonly hurtBy?: Readonly<Record<string, string>>;
  /** Personnel battle: a card's STRENGTH factor for one side's personnel of these species (Klingon Right of Vengeance). */
  readonly strength?: { readonly player: PlayerId; readonly species: readonly string[]; readonly factor: number; readonly source: string };
  /** Personnel battle: cards played on it that kill random opposing stunned personnel before the winner is determined (Phaser Burns). */
  readonly beforeWinner?: readonly { readonly player: PlayerId; readonly count: number; readonly source: string }[];
  /** Issue 15 (battle-cards): cards played on it that change its totals until it ends (behaviour/battle-modifiers.ts). */
  readonly modifiers?: readonly BattleModifier[];
  /** Issue 15 (helper pairs): the combat stage (battle/battle.ts › runCombat; behaviour/combat-pairings.ts): the piles and where it paused. */
  readonly combat?: CombatStage;
  /** Issue 15 (helper tactics): ship battle's Tactics stage (behaviour/battle-tactics.ts): the players still to choose a current tactic. */
  readonly tacticStage?: readonly PlayerId[];
  /** Issue 15 (helper tactics2): the Tactics each player has drawn at this stage (`DrawTactic`), face down on their table. */
  readonly tacticsDrawn?: Readonly<Partial<Record<PlayerId, readonly string[]>>>;
  /** Each player's current tactic (null: none), face down until `tacticsRevealed`. */
  readonly tactics?: Readonly<Partial<Record<PlayerId, string | null>>>;
  readonly tacticsRevealed?: true;
  /** Extra Tactic draws at the Tactics stage (Attack Pattern Delta). */
  readonly tacticDraws?: Readonly<Partial<Record<PlayerId, number>>>;
  /** Tactic titles no player may play this battle (Tactical Scan). */
  readonly bannedTactics?: readonly string[];
}

/**
 * Issue 15 (helper pairs): a personnel battle's combat stage, kept so that it can pause at a pairing for responses
 * and go on (1E rulebook › BATTLE › PERSONNEL BATTLE › 4. Combat, Clarifications: Response Precedence in the Combat
 * Stage; MISCELLANEOUS RULES › Clarification: Timing: each engagement is a separate action within the battle).
 */
export interface CombatStage {
  /** The combat piles formed (top first) and the personnel set aside (`CombatPilesFormed`). */
  readonly piles: Readonly<Record<PlayerId, readonly string[]>>;
  readonly setAside: readonly string[];
  /** Where it paused (`CombatPaused`): how many combatants each side had revealed before the pairing. */
  readonly drawn?: Readonly<Record<PlayerId, number>>;
  /** The pairing revealed and waiting for its responses; null: every pairing fought, the winner not yet determined. */
  readonly pairing?: readonly [string, string] | null;
  /** Once-per-battle uses made so far in the combat (equipment upgrading a stun, stunning, capturing). */
  readonly used?: readonly string[];
  readonly stunsUsed?: readonly string[];
  readonly capturesUsed?: readonly string[];
  /** The cards whose responses acted on a pairing in this battle (`CombatResponded`). */
  readonly responses?: readonly string[];
  /** A combatant that stays to engage the next adversary once a response took its adversary out (Android Headlock). */
  readonly stays?: string;
}

/** A card's change to a battle's totals until it ends (behaviour/battle-modifiers.ts): `source` is the card played. */
export type BattleModifier =
  /** `player`'s personnel of `species` (with `skill`) add their `attribute` to their STRENGTH (Qapla'!). */
  | { readonly kind: 'strength-adds-attribute'; readonly player: PlayerId; readonly species: readonly string[]; readonly skill?: string; readonly attribute: 'INTEGRITY' | 'CUNNING'; readonly source: string }
  /** The SHIELDS of `ship` change by `delta` (Weak Spot). */
  | { readonly kind: 'shields'; readonly ship: string; readonly delta: number; readonly source: string }
  /** Issue 15 (table-responses): every attribute of `player`'s `cards` changes by `delta` (Straight and Steady; behaviour/battle-table-responses.ts). */
  | { readonly kind: 'attributes'; readonly player: PlayerId; readonly cards: readonly string[]; readonly delta: number; readonly source: string }
  /** Issue 15 (infiltration): the DEFENSE of `ship` against `player`'s fire is halved, rounded down (Prefix Code Transmission; behaviour/infiltration-cards.ts). */
  | { readonly kind: 'defense-halved'; readonly player: PlayerId; readonly ship: string; readonly source: string }
  /** Issue 15 (battle2): `player`'s `cards` take no part in the personnel battle (Smoke Bomb; behaviour/battle-exclusions.ts). */
  | { readonly kind: 'excluded'; readonly player: PlayerId; readonly cards: readonly string[]; readonly source: string }
  /** Issue 15 (battle2): `amount` of the SHIELDS of `ship`, what `card` added, suspended (Weak Spot; behaviour/shields-suspensions.ts). */
  | { readonly kind: 'shields-suspended'; readonly ship: string; readonly card: string; readonly amount: number; readonly source: string }
  /** Issue 15 (battle2): `player`'s `card` engages `adversary` first (Klingon Baldric; behaviour/battle-pairings.ts). */
  | { readonly kind: 'paired-first'; readonly player: PlayerId; readonly card: string; readonly adversary: string; readonly source: string }
  /** Issue 15 (battle2): at its engagement `player`'s `card` and its adversary are both mortally wounded (Reman Dagger; behaviour/battle-sacrifices.ts). */
  | { readonly kind: 'sacrifice'; readonly player: PlayerId; readonly card: string; readonly source: string }
  /** Issue 15 (borg): after the winner is determined, `player`'s personnel whose lore names `byLore` present assimilates one opposing mortally wounded personnel instead of its death (Assimilation Tubules; behaviour/assimilation.ts). */
  | { readonly kind: 'assimilate-wounded'; readonly player: PlayerId; readonly byLore: string; readonly source: string }
  /** Issue 15 (helper qcau): each of `player`'s ships firing has WEAPONS `per` for each personnel aboard with `attribute` below `below` (Anti-Matter Spread; behaviour/battle-weapons.ts). */
  | { readonly kind: 'weapons-per-crew'; readonly player: PlayerId; readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly below: number; readonly per: number; readonly source: string };

/** Issue 15 (battle-cards): what a ship battle that just ended did, for responses to it (behaviour/after-ship-battle.ts). */
export interface ShipBattleRecord {
  readonly location: string;
  readonly attacker: PlayerId;
  readonly winner: PlayerId | null;
  /** Every ship involved (attacking, targeted, returning fire). */
  readonly ships: readonly string[];
  /** Each player's ships that fired WEAPONS in it. */
  readonly fired: Readonly<Record<PlayerId, readonly string[]>>;
  /** The ships destroyed at its end: the ships that fired on each, and the personnel aboard killed with it. */
  readonly destroyed: readonly { readonly ship: string; readonly by: readonly string[]; readonly crew: readonly string[] }[];
}

export type BattleCommand =
  /** A personnel battle where the actor's personnel and the opponent's are present together (`zone`: surface:L / aboard:cN). */
  | { readonly type: 'InitiatePersonnelBattle'; readonly actor: PlayerId; readonly zone: string }
  /** A ship battle: the actor's `ships` fire at one opposing ship at the same location. */
  | { readonly type: 'InitiateShipBattle'; readonly actor: PlayerId; readonly ships: readonly string[]; readonly target: string }
  /** The attacked player's return fire at one attacking ship (every eligible ship of theirs fires), or `null`: no return fire. */
  | { readonly type: 'ReturnFire'; readonly actor: PlayerId; readonly target: string | null };

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export type BattleEvent = Fact &
  (
    | { readonly type: 'BattleInitiated'; readonly battle: BattleState }
    /** A card played on the battle in progress adds a step before the winner is determined. */
    | { readonly type: 'BattleStepAdded'; readonly step: { readonly player: PlayerId; readonly count: number; readonly source: string } }
    /** A card played on the battle in progress changes its totals until it ends (behaviour/battle-modifiers.ts). */
    | { readonly type: 'BattleModified'; readonly modifier: BattleModifier }
    | { readonly type: 'ReturnFireDeclared'; readonly player: PlayerId; readonly ships: readonly string[]; readonly target: string | null }
    /** Issue 15 (lead): a card's attack outside a battle (Orbital Bombardment) lets `player` counter-attack at `location` on their next turn (AFTER THE BATTLE). */
    | { readonly type: 'CounterAttackOpened'; readonly player: PlayerId; readonly location: string; readonly turn: number; readonly source: string }
    /** Form up: each side's combatants shuffled face down (disabled personnel set aside). */
    | { readonly type: 'CombatPilesFormed'; readonly piles: Readonly<Record<PlayerId, readonly string[]>>; readonly setAside: readonly string[] }
    /** Issue 15 (helper battle): equipment fighting like a personnel joins a battle's combat (behaviour/battle-equipment.ts); each card's `battlesUsed` counts it. */
    | { readonly type: 'EquipmentJoinedBattle'; readonly cards: readonly string[] }
    /** Issue 15 (helper pairs): the combat stage pauses at a pairing (null: after the last) for the response windows (`CombatStage`). */
    | {
        readonly type: 'CombatPaused';
        readonly pairing: readonly [string, string] | null;
        readonly drawn: Readonly<Record<PlayerId, number>>;
        readonly used: readonly string[];
        readonly stunsUsed: readonly string[];
        readonly capturesUsed: readonly string[];
      }
    /** Issue 15 (helper pairs): a response to a pairing (`source`, `player`) stunned, mortally wounded, killed `target`, or turned its mortal wound into disabled; `stays`: the combatant that engages the next adversary. */
    | {
        readonly type: 'CombatResponded';
        readonly source: string;
        readonly player: PlayerId;
        readonly target: string;
        readonly outcome: 'stunned' | 'mortally-wounded' | 'killed' | 'disabled';
        readonly stays?: string;
      }
    /** One pairing of the combat stage: each adversary's STRENGTH and what the stronger did. */
    | {
        readonly type: 'CombatResolved';
        readonly adversaries: readonly [string, string];
        readonly strengths: readonly [number, number];
        readonly outcome: 'none' | 'stunned' | 'mortally-wounded';
        readonly loser: string | null;
        /** A card present that turned a stun into a mortal wound (`mortally-wound-stunned`). */
        readonly by?: string;
      }
    /** A ship battle's Open Fire (`attack`) or Return Fire (`return`) stage. */
    | {
        readonly type: 'ShipsFired';
        readonly stage: 'open-fire' | 'return-fire';
        readonly player: PlayerId;
        readonly ships: readonly string[];
        readonly target: string;
        readonly attack: number;
        readonly defense: number;
        readonly result: 'miss' | 'hit' | 'direct-hit';
      }
    /** The battle resolved (or was cancelled: a nullified battle still stops everyone involved). */
    | {
        readonly type: 'BattleEnded';
        readonly kind: 'personnel' | 'ship';
        readonly location: string;
        readonly attacker: PlayerId;
        readonly winner: PlayerId | null;
        readonly totals?: Readonly<Record<PlayerId, number>>;
        readonly cancelled: boolean;
        /** Personnel battle: the zone and the personnel killed in it. */
        readonly zone?: string;
        readonly killed?: readonly string[];
        /** The turn number the battle happened in (the attacked player may counter-attack on their next turn). */
        readonly turn: number;
        /** Ship battle (issue 15, battle-cards): the ships involved, those that fired, those destroyed. */
        readonly ships?: Pick<ShipBattleRecord, 'ships' | 'fired' | 'destroyed'>;
      }
  );
