/**
 * Test support: a play-phase GameState built from engine events (GameCreated, MissionPlaced,
 * TurnBegan) with real starter cards where the spec names them, so the bot's specs ask it about
 * exact situations. Cards are named by title (the built-in Premiere starter pool); `as` names an
 * instance so later cards can be placed aboard it (`aboard:#outpost`).
 */
import { starterCards, type Card } from '@captains-log/cards';
import { evolveAll, rngFromSeed, type CardSetup, type GameEvent, type GameState, type PlayerId } from '@captains-log/engine';

const pool = new Map(starterCards().map((card) => [card.title, card]));

export function starter(title: string): Card {
  const card = pool.get(title);
  if (!card) throw new Error(`no starter card ${title}`);
  return card;
}

export interface SceneCard {
  readonly card: string | Card;
  readonly owner: PlayerId;
  /** A zone key; `#name` refers to an earlier card's instance id (`aboard:#outpost`). */
  readonly zone: string;
  readonly as?: string;
  readonly stopped?: boolean;
}

export interface SceneSpec {
  /** Missions by title, placed L1, L2, … from left to right. */
  readonly missions: readonly { readonly card: string | Card; readonly owner: PlayerId }[];
  readonly cards?: readonly SceneCard[];
  /** Whose turn it is (turn 5 by default). */
  readonly turn?: PlayerId;
  readonly score?: Partial<Record<PlayerId, number>>;
  /** Cards in each draw deck (default 10 test cards each). */
  readonly drawDeck?: number;
}

export interface Scene {
  readonly state: GameState;
  /** Instance ids by `as` name, missions as L1, L2, … too. */
  readonly ids: Readonly<Record<string, string>>;
}

export function scene(spec: SceneSpec): Scene {
  const blueprints: Record<string, Card> = {};
  const setups: CardSetup[] = [];
  const ids: Record<string, string> = {};
  const add = (entry: string | Card, owner: PlayerId, zone: string): string => {
    const card = typeof entry === 'string' ? starter(entry) : entry;
    blueprints[card.id] = card;
    const iid = `c${setups.length + 1}`;
    setups.push({ iid, blueprint: card.id, owner, zone: zone.replace(/#(\w+)/, (_, name: string) => ids[name]!) });
    return iid;
  };
  const missions = spec.missions.map((mission) => add(mission.card, mission.owner, `missions:${mission.owner}`));
  for (const entry of spec.cards ?? []) {
    const iid = add(entry.card, entry.owner, entry.zone);
    if (entry.as) ids[entry.as] = iid;
  }
  for (const owner of ['p1', 'p2'] as const) for (let i = 0; i < (spec.drawDeck ?? 10); i += 1) add('Linda Larson', owner, `draw:${owner}`);
  const events: GameEvent[] = [
    {
      type: 'GameCreated',
      gameId: 'bot-scene',
      names: { p1: 'One', p2: 'Two' },
      seedCommitment: 'test',
      blueprints,
      cards: setups,
      secret: { seed: 'bot-scene-seed-000', rng: rngFromSeed('bot-scene-seed-000') },
    },
  ];
  missions.forEach((iid, index) => {
    const card = blueprints[setups.find((setup) => setup.iid === iid)!.blueprint]!;
    ids[`L${index + 1}`] = iid;
    events.push({
      type: 'MissionPlaced',
      player: spec.missions[index]!.owner,
      card: iid,
      location: `L${index + 1}`,
      quadrant: 'Alpha',
      name: card.title,
      placement: index === 0 ? 'new-spaceline' : 'end',
      index,
    });
  });
  for (const [player, points] of Object.entries(spec.score ?? {})) events.push({ type: 'PointsScored', player: player as PlayerId, points, bonus: false, source: 'scene' });
  events.push({ type: 'TurnBegan', player: spec.turn ?? 'p1', number: 5 });
  const built = evolveAll(events);
  // Cards on the table are face-up, as reporting and seeding facilities leave them.
  const cards = Object.fromEntries(
    Object.entries(built.cards).map(([iid, instance]) => {
      const kind = instance.zone.split(':')[0]!;
      const stopped = spec.cards?.find((entry) => entry.as && ids[entry.as] === iid)?.stopped;
      return [iid, { ...instance, faceUp: instance.faceUp || ['space', 'surface', 'aboard', 'docked', 'table'].includes(kind), ...(stopped ? { stopped: true } : {}) }];
    }),
  );
  return { state: { ...built, cards }, ids };
}
