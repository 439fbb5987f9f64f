/**
 * "Why can't it fly?": the table offers only what the rules allow (legalCommands), so a card with no
 * move says nothing by itself. For the player's own ship on their turn with neither Fly nor Undock
 * offered, the table asks the engine (POST /games/:id/check) about the move a player would try —
 * undocking a docked ship, flying one in space to the next location on its spaceline — and shows
 * the engine's answer with its rule. Pure: tested in why-not.spec.ts.
 */
import type { GameCommand } from '../api/client';
import type { BoardModel } from '../components/board-model';
import type { ActionGroup } from './actions';

export interface WhyNotQuestion {
  readonly label: string;
  readonly command: GameCommand;
}

/** The question to ask for `iid` now, or null (not the viewer's ship, not their turn, or it may move). */
export function whyNotQuestion(model: BoardModel, iid: string, groups: readonly ActionGroup[], myTurnInPlay: boolean): WhyNotQuestion | null {
  if (!myTurnInPlay || model.me === null) return null;
  if (groups.some((g) => g.type === 'Fly' || g.type === 'Undock')) return null;
  const zone = Object.entries(model.board.zones).find(([, cards]) => cards.some((c) => 'iid' in c && c.iid === iid));
  if (!zone) return null;
  const card = zone[1].find((c) => 'iid' in c && c.iid === iid);
  if (!card || !('iid' in card) || card.owner !== model.me || model.cards[card.bp]?.type !== 'Ship') return null;
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
