/**
 * Hidden information a player must not see (1E rulebook › THE SEED PHASES and the game's
 * face-down conventions; DESIGN.md › The engine: views redact hands, deck orders, face-down seeds):
 * the opponent's hand and unplayed seed cards, every draw deck, mission pile and side deck, and any
 * face-down card the player does not own. Checked against the director's full view of the same
 * revision. One card of a pile is its owner's: the top of their mission pile in the mission phase, the
 * mission they place next (1E rulebook › MISSION PHASE: drawn, then placed).
 */
const PRIVATE_TO_OWNER = new Set(['hand', 'seed', 'staging', 'stack']);
const HIDDEN_FROM_ALL = new Set(['draw', 'missions', 'side']);

type Entry = { hidden?: true; owner: string; iid?: string; faceUp?: boolean; card?: unknown };

export function leaksIn(playerView: any, directorView: any, seat: 'p1' | 'p2'): string[] {
  const leaks: string[] = [];
  if (directorView.phase === 'ended') return leaks;
  if ('seed' in playerView) leaks.push('the game seed is visible');
  for (const [zone, truth] of Object.entries(directorView.zones as Record<string, Entry[]>)) {
    const seen = (playerView.zones[zone] ?? []) as Entry[];
    if (seen.length !== truth.length) leaks.push(`${zone}: ${seen.length} cards shown, ${truth.length} there`);
    const kind = zone.slice(0, zone.indexOf(':'));
    truth.forEach((card, i) => {
      const own = card.owner === seat;
      const mayShow = mayBeShown(kind, i, own, card, directorView.phase);
      if (!mayShow && !seen[i]?.hidden) leaks.push(`${zone}[${i}] (${card.iid}, ${card.owner}) is visible to ${seat}`);
    });
  }
  return leaks;
}

/** Event payloads a player receives during play: no secrets (PRNG state, seed) anywhere. */
export function secretsIn(value: unknown, path = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    k === 'secret' || k === 'seed' ? [`${path}.${k}`] : secretsIn(v, `${path}.${k}`),
  );
}

/** Card instances a seat may not see in a director's (full) view, by leaksIn's rule. */
export function hiddenIids(directorView: any, seat: 'p1' | 'p2'): Set<string> {
  const hidden = new Set<string>();
  if (directorView.phase === 'ended') return hidden;
  for (const [zone, cards] of Object.entries(directorView.zones as Record<string, Entry[]>)) {
    const kind = zone.slice(0, zone.indexOf(':'));
    cards.forEach((card, i) => {
      const own = card.owner === seat;
      const mayShow = mayBeShown(kind, i, own, card, directorView.phase);
      if (!mayShow && card.iid) hidden.add(card.iid);
    });
  }
  return hidden;
}

function mayBeShown(kind: string, index: number, own: boolean, card: Entry, phase: string): boolean {
  if (kind === 'missions') return own && index === 0 && phase === 'mission';
  return HIDDEN_FROM_ALL.has(kind) ? false : PRIVATE_TO_OWNER.has(kind) ? own : own || card.faceUp === true;
}

/** Every string in a JSON value that is one of `iids` (card instances an answer names). */
export function iidsIn(value: unknown, iids: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (iids.has(value)) found.add(value);
  } else if (Array.isArray(value)) for (const v of value) iidsIn(v, iids, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) iidsIn(v, iids, found);
  return found;
}
