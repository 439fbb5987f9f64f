/**
 * Issue 15 (personnel): the handler of `leavesPlayDownloads` (vocabulary-leaves-play.ts), called by
 * `leavePlay` (attempt/leaving-play.ts) once the personnel has left play.
 *   1E rulebook › LEAVING PLAY; 1E rulebook › GETTING HURT (killed, discarded: leaving play); 1E rulebook › DOWNLOADING.
 */
import { bp, type Ctx } from '../context';
import type { PlayerId } from '../types';
import { isInPlayZone, zoneArg, zoneKind } from '../zones';
import { checkDownloadable, downloadCard, findToDownload } from './downloads';
import { behaviourOf } from './registry';

/** Whether the place `zone` still exists: a planet surface, or aboard a ship or facility still in play. */
function placeRemains(ctx: Ctx, zone: string): boolean {
  const kind = zoneKind(zone);
  if (kind === 'surface') return true;
  if (kind !== 'aboard') return false;
  const host = ctx.state.cards[zoneArg(zone)];
  return !!host && isInPlayZone(host.zone);
}

/** Downloads the titles the personnel `iid` (just left play from `from`) names, for its owner, to `from`. */
export function runLeavesPlayDownloads(ctx: Ctx, iid: string, owner: PlayerId, from: string): void {
  const titles = behaviourOf(bp(ctx.state, iid).id)?.leavesPlayDownloads;
  if (!titles || !placeRemains(ctx, from)) return;
  for (const title of titles) {
    const found = findToDownload(ctx.state, owner, title);
    if (!found) continue;
    const blocked = checkDownloadable(ctx.state, owner, found);
    if (blocked && blocked.code !== 'PERSONNEL_DOWNLOAD_LIMIT') continue;
    downloadCard(ctx, owner, found, iid, { to: from });
  }
}
