/**
 * "Why can't it fly?": the table offers only what the rules allow (legalCommands), so a card with no
 * move says nothing by itself. On the player's turn the table asks the engine (POST /games/:id/check)
 * about the move a player would try, and shows the engine's answer with its rule:
 *   - their own ship with neither Fly nor Undock offered: undocking a docked ship, flying one in
 *     space to the next location on its spaceline ("Why can't it fly?");
 *   - a mission where they have a ship in orbit or personnel on the planet and no attempt is
 *     offered: attempting it (with their ship there for a space or dual mission: "Why can't I attempt it?");
 *   - a card in their hand with nothing offered: reporting it for duty to their first facility in play
 *     (personnel, ships, equipment) or playing it ("Why can't I play it?"); none asked for a card that
 *     reports while they have no facility (the log and the seed phase say why).
 * Pure: tested in why-not.spec.ts.
 */
import type { GameCommand } from '../api/client';
import type { BoardModel } from '../components/board-model';
import type { ActionGroup } from './actions';

export interface WhyNotQuestion {
  readonly label: string;
  readonly command: GameCommand;
}

/** The question to ask for `iid` now, or null (not their turn, not a card the table asks about, or it has its move). */
export function whyNotQuestion(model: BoardModel, iid: string, groups: readonly ActionGroup[], myTurnInPlay: boolean): WhyNotQuestion | null {
  if (!myTurnInPlay || model.me === null) return null;
  if (groups.some((g) => g.type === 'Fly' || g.type === 'Undock')) return null;
  const mission = missionQuestion(model, iid, groups);
  if (mission !== undefined) return mission;
  const zone = Object.entries(model.board.zones).find(([, cards]) => cards.some((c) => 'iid' in c && c.iid === iid));
  if (!zone) return null;
  const card = zone[1].find((c) => 'iid' in c && c.iid === iid);
  if (!card || !('iid' in card) || card.owner !== model.me) return null;
  if (zone[0] === `hand:${model.me}`) return groups.length ? null : handQuestion(model, iid, model.cards[card.bp]?.type);
  if (model.cards[card.bp]?.type !== 'Ship') return null;
  const [kind, where] = [zone[0].slice(0, zone[0].indexOf(':')), zone[0].slice(zone[0].indexOf(':') + 1)];
  const label = 'Why can’t it fly?';
  if (kind === 'docked') return { label, command: { type: 'Undock', ship: iid } as GameCommand };
  if (kind !== 'space') return null;
  const quadrant = model.board.locations[where]?.quadrant;
  const line = quadrant ? (model.board.spacelines[quadrant] ?? []) : [];
  const at = line.indexOf(where);
  const next = line[at + 1] ?? line[at - 1];
  return at >= 0 && next ? { label, command: { type: 'Fly', ship: iid, to: next } as GameCommand } : null;
}

/** For a mission card: the attempt question, or null (nothing of the viewer's there, or an attempt is offered); undefined: not a mission. */
function missionQuestion(model: BoardModel, iid: string, groups: readonly ActionGroup[]): WhyNotQuestion | null | undefined {
  const location = Object.values(model.board.locations).find((l) => l.missions.includes(iid));
  if (!location) return undefined;
  if (groups.some((g) => g.type === 'AttemptMission')) return null;
  const mine = (zone: string) => (model.board.zones[zone] ?? []).filter((c) => 'iid' in c && c.owner === model.me);
  const team = mine(`surface:${location.id}`);
  const ship = mine(`space:${location.id}`).find((c) => 'iid' in c && model.cards[c.bp]?.type === 'Ship');
  if (team.length === 0 && !ship) return null;
  const card = Object.values(model.board.zones).flat().find((c) => 'iid' in c && c.iid === iid);
  const kind = card && 'iid' in card ? model.cards[card.bp]?.mission?.kind : undefined;
  const withShip = kind !== 'planet' && ship && 'iid' in ship ? { ship: ship.iid } : {};
  return { label: 'Why can’t I attempt it?', command: { type: 'AttemptMission', location: location.id, ...withShip } as GameCommand };
}

const REPORTS = new Set(['Personnel', 'Ship', 'Equipment']);

/** For a card in the viewer's hand with nothing offered: report it (to their first facility in play) or play it. */
function handQuestion(model: BoardModel, iid: string, type: string | undefined): WhyNotQuestion | null {
  const label = 'Why can’t I play it?';
  if (!type || !REPORTS.has(type)) return { label, command: { type: 'PlayCard', card: iid } as GameCommand };
  const facility = Object.entries(model.board.zones)
    .filter(([zone]) => !zone.startsWith('hand:') && !zone.startsWith('draw:') && !zone.startsWith('seed:') && !zone.startsWith('discard:') && !zone.startsWith('outside:'))
    .flatMap(([, cards]) => cards)
    .find((c) => 'iid' in c && c.owner === model.me && model.cards[c.bp]?.type === 'Facility');
  return facility && 'iid' in facility ? { label, command: { type: 'ReportForDuty', card: iid, facility: facility.iid } as GameCommand } : null;
}
