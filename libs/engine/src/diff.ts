/**
 * The difference between two states in words, for the judge's view (DESIGN.md › Judges): "Kirk's
 * Tricorder moved from p1's hand to the Away Team at Excavation". Cards that changed zone (or face,
 * or stopped), score, phase and turn. Reads the full states: for judges only.
 */
import type { GameState, PlayerId } from './types';
import { PLAYERS } from './types';
import { zoneArg, zoneKind } from './zones';

export function describeDiff(from: GameState, to: GameState): string[] {
  const lines: string[] = [];
  const names = to.names;
  const title = (state: GameState, iid: string) => {
    const card = state.cards[iid];
    return card ? (state.blueprints[card.blueprint]?.title ?? iid) : iid;
  };
  // a location by its mission's title, as the table and the replays name it (its own `name` is a
  // normalised key for shared missions: the card list's location, often lower case)
  const location = (id: string) => {
    for (const state of [to, from]) {
      const place = state.locations[id];
      if (!place) continue;
      const mission = place.missions[0];
      return mission && state.cards[mission] ? title(state, mission) : place.name;
    }
    return id;
  };
  const whose = (player: string) => `${names[player as PlayerId] || player}'s`;
  const place = (zone: string): string => {
    const arg = zoneArg(zone);
    switch (zoneKind(zone)) {
      case 'surface':
        return `the Away Team at ${location(arg)}`;
      case 'space':
        return `space at ${location(arg)}`;
      case 'aboard':
        return `aboard ${title(to, arg)}`;
      case 'docked':
        return `docked at ${title(to, arg)}`;
      case 'under':
        return `under ${location(arg)}`;
      case 'mission':
        return `the spaceline (${location(arg)})`;
      case 'draw':
        return `${whose(arg)} draw deck`;
      case 'out':
        return `${whose(arg)} out-of-play pile`;
      case 'outside':
        return `${whose(arg)} cards outside the game`;
      case 'hand':
      case 'discard':
      case 'seed':
      case 'side':
      case 'table':
      case 'bonus':
      case 'missions':
        return `${whose(arg)} ${zoneKind(zone)}`;
      default:
        return zone;
    }
  };
  for (const [iid, after] of Object.entries(to.cards)) {
    const before = from.cards[iid];
    if (!before) continue;
    const name = title(to, iid);
    if (before.zone !== after.zone)
      lines.push(`${name} moved from ${place(before.zone)} to ${place(after.zone)}`);
    else if (before.faceUp !== after.faceUp)
      lines.push(
        `${name} turned ${after.faceUp ? 'face up' : 'face down'} in ${place(after.zone)}`,
      );
    if (!!before.stopped !== !!after.stopped)
      lines.push(`${name} is ${after.stopped ? 'stopped' : 'no longer stopped'}`);
  }
  for (const [zone, order] of Object.entries(to.zones))
    if (
      zoneKind(zone) === 'draw' &&
      from.zones[zone] &&
      order.length === from.zones[zone]!.length &&
      order.join() !== from.zones[zone]!.join()
    )
      lines.push(`${place(zone)} was reordered (shuffled)`);
  for (const player of PLAYERS) {
    const a = from.score[player];
    const b = to.score[player];
    if (a.points !== b.points || a.bonus !== b.bonus)
      lines.push(
        `${names[player] || player}'s score went from ${a.points} (+${a.bonus} bonus) to ${b.points} (+${b.bonus} bonus)`,
      );
    const done = to.completed[player].filter((id) => !from.completed[player].includes(id));
    const undone = from.completed[player].filter((id) => !to.completed[player].includes(id));
    for (const id of done) lines.push(`${names[player] || player} completed ${location(id)}`);
    for (const id of undone)
      lines.push(`${location(id)} is no longer completed by ${names[player] || player}`);
  }
  if (from.phase !== to.phase) lines.push(`the phase went from ${from.phase} to ${to.phase}`);
  if (
    from.turn &&
    to.turn &&
    from.turn.number === to.turn.number &&
    from.turn.stage !== to.turn.stage
  )
    lines.push(
      `${names[to.turn.player] || to.turn.player}'s turn went from ${from.turn.stage === 'card-play' ? 'the card play' : 'orders'} to ${to.turn.stage === 'card-play' ? 'the card play' : 'orders'}`,
    );
  if (!from.judge.paused && to.judge.paused) lines.push('the game was paused');
  if (from.judge.paused && !to.judge.paused) lines.push('the game was resumed');
  if ((from.turn?.number ?? 0) !== (to.turn?.number ?? 0))
    lines.push(
      `turn ${from.turn?.number ?? 0} → turn ${to.turn?.number ?? 0} (${to.turn ? names[to.turn.player] || to.turn.player : 'nobody'} to play)`,
    );
  return lines;
}
